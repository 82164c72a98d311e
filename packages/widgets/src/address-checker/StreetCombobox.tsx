// The street input: a WAI-ARIA 1.2 combobox with a list of suggestions (spec shell §5: from 3
// characters, every space-separated word must appear, case-insensitive; the street must be chosen
// from the suggestions). Arrow keys move, Enter chooses, Escape closes (and clears when closed).
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { StreetSuggestion } from '@mercato/contracts';
import { filterStreets, STREET_MIN_LENGTH as STREET_MIN_CHARS } from '@mercato/contracts/rules/address-match';
import { useIds } from '@mercato/ui/use-ids';
import { texts } from './texts.ts';

const MAX_OPTIONS = 50;

export interface StreetComboboxProps {
  inputRef: { current: HTMLInputElement | null };
  value: string;
  suggestions: StreetSuggestion[] | null;
  disabled: boolean;
  error: string | null;
  onChange: (value: string) => void;
  onChoose: (street: StreetSuggestion) => void;
  onBlur: () => void;
}

export function StreetCombobox({
  inputRef,
  value,
  suggestions,
  disabled,
  error,
  onChange,
  onChoose,
  onBlur,
}: StreetComboboxProps) {
  const ids = useIds('street');
  const listId = ids('list');
  const errorId = ids('error');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  const matches = useMemo(
    () =>
      suggestions && value.trim().length >= STREET_MIN_CHARS
        ? filterStreets(suggestions, value).slice(0, MAX_OPTIONS)
        : [],
    [suggestions, value],
  );
  const searching = value.trim().length >= STREET_MIN_CHARS && suggestions !== null;
  const expanded = open && searching && matches.length > 0;

  const choose = (street: StreetSuggestion) => {
    setOpen(false);
    setActive(-1);
    onChoose(street);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        // No suggestion is shown but while searching: `matches` is empty then.
        const n = matches.length;
        if (!n) return;
        const up = event.key === 'ArrowUp';
        setOpen(true);
        setActive((i) => (up ? (i <= 0 ? n : i) - 1 : (i + 1) % n));
        break;
      }
      case 'Enter':
        if (expanded && active >= 0 && matches[active]) {
          event.preventDefault();
          choose(matches[active]);
        } else if (matches.length === 1) {
          event.preventDefault();
          choose(matches[0]!);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (value) {
          event.preventDefault();
          onChange('');
        }
        break;
      default:
    }
  };

  // What a screen reader hears as the list changes (polite live region).
  const status = !searching
    ? ''
    : matches.length === 0
      ? texts.streetNotFoundMsg
      : matches.length === 1
        ? texts.oneStreetFound
        : texts.streetsFound(matches.length);

  const activeId = expanded && active >= 0 ? ids(`opt-${active}`) : undefined;

  return (
    <div className="ac-field ac-combobox">
      <label htmlFor={ids('input')} className="ac-label">
        {texts.streetLabel}
      </label>
      <input
        ref={(el) => {
          inputRef.current = el;
        }}
        id={ids('input')}
        className="ac-input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        maxLength={128}
        placeholder={texts.streetPlaceholder}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        disabled={disabled}
        value={value}
        onChange={(e) => {
          onChange(e.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={(e) => {
          // A click on an option keeps the list: it arrives after blur through onMouseDown.
          if (listRef.current && e.relatedTarget instanceof Node && listRef.current.contains(e.relatedTarget)) return;
          setOpen(false);
          onBlur();
        }}
      />
      <ul
        id={listId}
        ref={listRef}
        role="listbox"
        aria-label={texts.streetListLabel}
        className="ac-listbox"
        hidden={!expanded}
      >
        {expanded &&
          matches.map((street, i) => (
            <li
              key={street.id}
              id={ids(`opt-${i}`)}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'ac-option ac-option--active' : 'ac-option'}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(street);
              }}
              onMouseEnter={() => setActive(i)}
            >
              {street.value}
            </li>
          ))}
      </ul>
      <div className="mercato-visually-hidden" role="status" aria-live="polite">
        {open || !expanded ? status : ''}
      </div>
      {error && (
        <p id={errorId} className="ac-error">
          {error}
        </p>
      )}
    </div>
  );
}
