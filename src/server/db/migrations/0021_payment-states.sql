ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_order_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('cod', 'upi', 'online'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('pending', 'submitted', 'paid', 'not_collected', 'refunded', 'partly_refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_status_check" CHECK ("orders"."order_status" in ('pending', 'processing', 'shipped', 'delivered', 'cancelled', 'returned_to_origin'));