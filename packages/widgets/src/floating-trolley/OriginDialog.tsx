// The origin choice of the add button (orders §2 "Products and store" dialogs: origin choice, single or
// multiple; for meat, raised-and-slaughtered country), downloaded when the shop first asks (the
// ORIGIN_CHOICE answer to an add, services/trolley/origin.ts): one country (radio buttons), or every
// country the shopper accepts (checkboxes); 'Aggiungi al carrello' adds with the choice, 'Annulla' adds
// nothing. The line's current choice is ticked already.
import { useEffect, useRef, useState } from 'react';
import type { TrolleyException } from '@mercato/contracts';
import { productDialogs as texts } from '@mercato/contracts/i18n/it-product-dialogs';
import { t } from '@mercato/contracts/i18n/t';
import { normalOrigin, originLabel, originsOfLine } from '@mercato/contracts/origins';
import { Modal } from '@mercato/ui';
import modalCss from '@mercato/ui/modal/modal.css?inline';
import { useIds } from '@mercato/ui/use-ids';
import { PartCss } from '../runtime/part-css.tsx';
import ownCss from './origin-dialog.css?inline';

const css = `${modalCss}\n${ownCss}`;

export interface OriginDialogProps {
  /** The shop's ORIGIN_CHOICE question: the product, its origins, single or multiple, the line's choice. */
  question: TrolleyException;
  /** The choice as the add sends it (productOrigin). */
  onChoose: (productOrigin: string) => void;
  onCancel: () => void;
}

export function OriginDialog({ question, onChoose, onCancel }: OriginDialogProps) {
  const ids = useIds('origin');
  const origins = question.origins ?? [];
  const multiple = question.multipleOrigins === true;
  const [chosen, setChosen] = useState<string[]>(() =>
    originsOfLine(question.productOrigin).filter((o) => origins.includes(o)),
  );
  const [missing, setMissing] = useState(false);
  const listRef = useRef<HTMLFieldSetElement>(null);
  // After the modal's own focus (its confirm button): the choice is what the shopper came for.
  const focusChoice = () => {
    const inputs = [...(listRef.current?.querySelectorAll('input') ?? [])];
    (inputs.find((i) => i.checked) ?? inputs[0])?.focus();
  };
  useEffect(focusChoice, []);

  const toggle = (origin: string, on: boolean) => {
    setMissing(false);
    setChosen((all) => (multiple ? (on ? [...all, origin] : all.filter((o) => o !== origin)) : [origin]));
  };
  const confirm = () => {
    const value = normalOrigin({ origins, multiple }, chosen);
    if (value === null) {
      setMissing(true);
      focusChoice();
    } else onChoose(value);
  };

  return (
    <>
      <PartCss css={css} />
      <Modal
        open
        kind="confirm"
        title={t(texts.originTitle, { product: question.description })}
        message={
          <fieldset ref={listRef} className="att-origins" aria-describedby={missing ? ids('error') : undefined}>
            <legend className="att-origins__legend">{multiple ? texts.originMultiple : texts.originSingle}</legend>
            {origins.map((origin) => (
              <label key={origin} className="att-origin">
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={ids('choice')}
                  value={origin}
                  checked={chosen.includes(origin)}
                  onChange={(e) => toggle(origin, e.currentTarget.checked)}
                />
                <span>{originLabel(origin)}</span>
              </label>
            ))}
            {missing && (
              <p id={ids('error')} className="att-origins__error" role="alert">
                {texts.originRequired}
              </p>
            )}
          </fieldset>
        }
        confirmLabel={texts.originAdd}
        cancelLabel={texts.originCancel}
        onConfirm={confirm}
        onCancel={onCancel}
      />
    </>
  );
}
