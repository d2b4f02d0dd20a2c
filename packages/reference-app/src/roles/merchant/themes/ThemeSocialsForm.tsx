import {
  THEME_SOCIAL_NETWORKS,
  type ThemeCustomization,
  type ThemeSocialNetwork,
  useUpdateThemeSocials,
} from '@marketplace/react-hooks';
import { ContractForm } from '../../../components/form/ContractForm';
import { FormErrorSummary } from '../../../components/form/FormErrorSummary';
import { FormField } from '../../../components/form/FormField';
import { formBody } from '../../../components/form/formBody';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useContractForm } from '../../../components/form/useContractForm';
import { useDraftReport } from './useDraftReport';

/** The ten social links, blank when not set. */
export type ThemeSocialValues = Record<ThemeSocialNetwork, string>;

/** Props of {@link ThemeSocialsForm}. */
export interface ThemeSocialsFormProps {
  merchantThemeId: number;
  socials: ThemeCustomization['socials'];
  canUpdate: boolean;
  onDraft(values: ThemeSocialValues): void;
}

const PLACEHOLDERS: Partial<Record<ThemeSocialNetwork, string>> = {
  instagram: 'https://instagram.com/yourstore',
  whatsapp: '+234 803 123 4567',
};

/**
 * The ten social links of a theme (`updateThemeSocials`): they replace the saved set, so a link cleared
 * here leaves the storefront. 'Theme updated' on success, 'Update failed' on failure.
 *
 * @example
 * <ThemeSocialsForm merchantThemeId={310} socials={customization.socials} canUpdate onDraft={setSocials} />
 */
export function ThemeSocialsForm({ merchantThemeId, socials, canUpdate, onDraft }: ThemeSocialsFormProps) {
  const kit = useContractForm({
    operation: 'updateThemeSocials',
    mutation: useUpdateThemeSocials(),
    defaultValues: Object.fromEntries(
      THEME_SOCIAL_NETWORKS.map(({ network }) => [network, socials[network] ?? '']),
    ) as ThemeSocialValues,
    toBody: (values) => ({ ...formBody(values), merchantThemeId }),
    resetOnSuccess: false,
  });
  useDraftReport(kit.form, onDraft);
  return (
    <ContractForm form={kit} aria-labelledby="theme-socials-title" className="theme-form">
      <h2 id="theme-socials-title">Social links</h2>
      <p className="theme-form__hint">Leave a network blank to leave it off your store page.</p>
      <FormErrorSummary />
      <fieldset disabled={!canUpdate} className="theme-form__fields theme-socials">
        {THEME_SOCIAL_NETWORKS.map(({ network, label }) => (
          <FormField
            key={network}
            name={network}
            label={network === 'whatsapp' ? 'WhatsApp number or link' : label}
          >
            <input
              type={network === 'whatsapp' ? 'text' : 'url'}
              inputMode={network === 'whatsapp' ? 'tel' : 'url'}
              placeholder={PLACEHOLDERS[network]}
            />
          </FormField>
        ))}
      </fieldset>
      {canUpdate ? <SubmitButton busyLabel="Saving…">Save social links</SubmitButton> : null}
    </ContractForm>
  );
}
