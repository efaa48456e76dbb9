import { useLingui } from "@lingui/react/macro";
import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Input } from "~/client/components/ui/input";
import { cn } from "~/client/components/ui/cn";
import { SEARCH_MAX_LENGTH } from "~/shared/catalog/filters";

/** How long typing must pause before the suggestions follow (the grid itself follows every key). */
const SUGGEST_DELAY_MS = 150;

type Suggestion = { id: string; name: string };

/** Filters as the shopper types (kept in `q`) and suggests up to five names: a WAI-ARIA combobox whose focus stays in the box. */
export function ShopSearch({ value, onChange, suggest }: { value: string; onChange: (value: string) => void; suggest?: (query: string) => Suggestion[] }) {
  const { t } = useLingui();
  const listId = useId();
  // The box shows what was typed at once; the URL (value) follows a moment later. Bound to the URL
  // alone, a fast typist lost letters ("srson") when a key landed before the URL had caught up.
  const [text, setText] = useState(value);
  const sent = useRef(new Set<string>());
  const [query, setQuery] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // The URL changed by itself (a link, Back, hydration): show it. Echoes of what was typed are not news.
  useEffect(() => {
    if (!sent.current.has(value)) setText(value);
  }, [value]);

  // Debounced: the list follows once typing pauses, so it does not flicker on a slow phone.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  function change(next: string) {
    setText(next);
    sent.current.add(next);
    onChange(next);
  }

  const options = suggest && open ? suggest(query) : [];
  const expanded = options.length > 0;
  const activeIndex = active < options.length ? active : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function choose(suggestion: Suggestion) {
    change(suggestion.name);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(event.key === "ArrowDown" ? 0 : -1);
        return;
      }
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((activeIndex + step + options.length) % options.length);
    } else if (event.key === "Enter") {
      const chosen = options[activeIndex];
      if (expanded && chosen) {
        event.preventDefault();
        choose(chosen);
      }
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        event.preventDefault();
        change("");
      }
    }
  }

  return (
    <div role="search" className="relative min-w-0 flex-1">
      <label htmlFor="shop-search" className="sr-only">
        {t`Search products`}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-earth-900/70" />
      <Input
        id="shop-search"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t`Search products`}
        value={text}
        onChange={(event) => {
          change(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          sent.current.clear();
        }}
        className="pl-9"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t`Suggestions`}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-auto rounded-md border border-earth-900/30 bg-white py-1 shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={option.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            // Keeps focus in the box, as the pattern asks; the click then chooses.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            onMouseMove={() => setActive(index)}
            className={cn("cursor-pointer px-3 py-2 text-base", index === activeIndex && "bg-mustard-100 text-earth-900")}
          >
            {option.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
