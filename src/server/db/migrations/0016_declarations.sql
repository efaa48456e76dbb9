CREATE TABLE "catalogue_declarations" (
	"item_id" text PRIMARY KEY NOT NULL,
	"manufacturer_name" text,
	"manufacturer_address" text,
	"packer_name" text,
	"packer_address" text,
	"marketer_name" text,
	"marketer_address" text,
	"country_of_origin" text,
	"best_before" text,
	"storage" text,
	"ingredients" text,
	"nutrition" jsonb,
	"allergens" text,
	"veg_mark" text,
	"fssai_licence" text,
	"customer_care_phone" text,
	"customer_care_email" text,
	"organic_scheme" text,
	"organic_body" text,
	"organic_certificate" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_declarations_manufacturer_check" CHECK (("catalogue_declarations"."manufacturer_name" is null) = ("catalogue_declarations"."manufacturer_address" is null)),
	CONSTRAINT "catalogue_declarations_packer_check" CHECK (("catalogue_declarations"."packer_name" is null) = ("catalogue_declarations"."packer_address" is null)),
	CONSTRAINT "catalogue_declarations_marketer_check" CHECK (("catalogue_declarations"."marketer_name" is null) = ("catalogue_declarations"."marketer_address" is null)),
	CONSTRAINT "catalogue_declarations_veg_mark_check" CHECK ("catalogue_declarations"."veg_mark" is null or "catalogue_declarations"."veg_mark" in ('veg', 'non-veg')),
	CONSTRAINT "catalogue_declarations_fssai_check" CHECK ("catalogue_declarations"."fssai_licence" is null or "catalogue_declarations"."fssai_licence" ~ '^[0-9]{14}$'),
	CONSTRAINT "catalogue_declarations_organic_scheme_check" CHECK ("catalogue_declarations"."organic_scheme" is null or "catalogue_declarations"."organic_scheme" in ('npop', 'pgs-india'))
);
--> statement-breakpoint
ALTER TABLE "catalogue_declarations" ADD CONSTRAINT "catalogue_declarations_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): product pages show the declarations and are
-- kept per catalogue version, so a change to them moves the version like a change to the item.
-- The seeded items' demo declarations are added by the seed that runs after migrations at every start.
CREATE TRIGGER "catalogue_declarations_changed"
AFTER INSERT OR UPDATE OR DELETE ON "catalogue_declarations"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_bump_version"();
