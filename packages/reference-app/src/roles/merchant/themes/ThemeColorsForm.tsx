import { storeThemeFrom, type ThemeCustomization, useUpdateThemeColors } from '@marketplace/react-hooks';
import { DEFAULT_THEME_COLORS, type ThemeColorName } from '@marketplace/sdk';
import { useWatch } from 'react-hook-form';
import { ContractForm } from '../../../components/form/ContractForm';
import { FormErrorSummary } from '../../../components/form/FormErrorSummary';
import { FormField } from '../../../components/form/FormField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useContractForm } from '../../../components/form/useContractForm';
import { readableColor } from '../../../components/themed/readableColor';
import { THEMED_PAGE_BACKGROUND } from '../../../components/themed/themedStyle';
import { useDraftReport } from './useDraftReport';

/** The eight colours, each a `#rrggbb`. */
export type ThemeColorValues = Record<ThemeColorName, string>;

/** The colours in the order the form lists them, with their labels and what they are read against. */
const COLOR_FIELDS: { name: ThemeColorName; label: string; on?: ThemeColorName | 'page' }[] = [
  { name: 'headingsAndLinks', label: 'Headings and links', on: 'page' },
  { name: 'bodyText', label: 'Body text', on: 'page' },
  { name: 'salePrice', label: 'Sale price', on: 'page' },
  { name: 'primaryButton', label: 'Primary button' },
  { name: 'primaryLabel', label: 'Primary button label', on: 'primaryButton' },
  { name: 'fieldText', label: 'Field text', on: 'fieldBackground' },
  { name: 'fieldBorder', label: 'Field border' },
  { name: 'fieldBackground', label: 'Field background' },
];

/** Props of {@link ThemeColorsForm}. */
export interface ThemeColorsFormProps {
  merchantThemeId: number;
  colors: ThemeCustomization['colors'];
  canUpdate: boolean;
  onDraft(values: ThemeColorValues): void;
}

/** Under a colour too light (or dark) to read on what it sits on: what the store page shows instead. */
function ContrastNote({ name, on }: { name: ThemeColorName; on: ThemeColorName | 'page' }) {
  const values = useWatch<ThemeColorValues>();
  const color = values[name] ?? DEFAULT_THEME_COLORS[name];
  const background = on === 'page' ? THEMED_PAGE_BACKGROUND : (values[on] ?? DEFAULT_THEME_COLORS[on]);
  const shown = readableColor(color, background);
  if (shown === color) return null;
  return (
    <p className="theme-colors__note">
      Hard to read on {on === 'page' ? 'the white page' : 'its background'}: your store shows it as{' '}
      <span className="theme-colors__swatch" style={{ background: shown }} aria-hidden="true" /> {shown} so
      everyone can read it.
    </p>
  );
}

/** The hex value beside a colour picker, as text people and screen readers can read. */
function ColorValue({ name }: { name: ThemeColorName }) {
  const value = useWatch<ThemeColorValues>({ name });
  return <output className="theme-colors__hex">{value}</output>;
}

/**
 * The eight colours of a theme (`updateThemeColors`): a colour picker each, with its hex value, a note
 * when a text colour is too light to read (the store page then darkens it), and "Use the default
 * colours" (text #f5b042, the rest black and white). 'Theme updated' on success, 'Update failed' on
 * failure.
 *
 * @example
 * <ThemeColorsForm merchantThemeId={310} colors={customization.colors} canUpdate onDraft={setColors} />
 */
export function ThemeColorsForm({ merchantThemeId, colors, canUpdate, onDraft }: ThemeColorsFormProps) {
  const kit = useContractForm({
    operation: 'updateThemeColors',
    mutation: useUpdateThemeColors(),
    defaultValues: storeThemeFrom({ colors }).colors as ThemeColorValues,
    toBody: (values) => ({ ...values, merchantThemeId }),
    resetOnSuccess: false,
  });
  useDraftReport(kit.form, onDraft);
  const restoreDefaults = () => {
    for (const { name } of COLOR_FIELDS) {
      kit.form.setValue(name, DEFAULT_THEME_COLORS[name], { shouldDirty: true });
    }
  };
  return (
    <ContractForm form={kit} aria-labelledby="theme-colors-title" className="theme-form">
      <h2 id="theme-colors-title">Colours</h2>
      <FormErrorSummary />
      <fieldset disabled={!canUpdate} className="theme-form__fields theme-colors">
        {COLOR_FIELDS.map(({ name, label, on }) => (
          <div key={name} className="theme-colors__item">
            <FormField name={name} label={label}>
              <input type="color" className="theme-colors__picker" />
            </FormField>
            <ColorValue name={name} />
            {on ? <ContrastNote name={name} on={on} /> : null}
          </div>
        ))}
      </fieldset>
      {canUpdate ? (
        <div className="theme-form__actions">
          <SubmitButton busyLabel="Saving…">Save colours</SubmitButton>
          <button type="button" className="button button--secondary" onClick={restoreDefaults}>
            Use the default colours
          </button>
        </div>
      ) : null}
    </ContractForm>
  );
}
