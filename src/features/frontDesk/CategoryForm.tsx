import { Form, Formik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { HotelSetupCatalogue } from '@/api/frontDeskApi';
import { useValidationRules } from '@/lib/validation/rules';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { addCategory, renameCategory, type CatalogueSave } from './catalogueEdit';
import { catalogueMessages, nameLabels, useCatalogueSay } from './catalogueMessages';
import { categoryNameOf, categorySchema, categoryValues, namesBut, type CategoryValues } from './catalogueSchema';
import { NameFields } from './CatalogueTextFields';
import { EditRefusal, editMessages } from './EditRefusal';

/**
 * A category of the catalogue added or renamed (issue 32): its name per language. A new Japanese
 * name is a rename (its products move along and keep their category), not a new category.
 */
export function CategoryForm({
  catalogue,
  name,
  onSave,
  onDone,
  onBack,
  onReload,
}: {
  catalogue: HotelSetupCatalogue;
  /** The category's Japanese name as loaded; null for a new one. */
  name: string | null;
  onSave: (save: CatalogueSave) => Promise<void>;
  onDone: () => void;
  onBack: () => void;
  onReload: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const rules = useValidationRules();
  const say = useCatalogueSay();
  const schema = useMemo(
    () => categorySchema(rules, say, namesBut(catalogue.categories, name)),
    [rules, say, catalogue, name],
  );
  const [refusal, setRefusal] = useState<unknown>(null);
  const category = catalogue.categories?.find((c) => c.name.ja === name);

  const submit = async (values: CategoryValues) => {
    setRefusal(null);
    const next = categoryNameOf(values);
    try {
      await onSave(name === null ? addCategory(catalogue, next) : renameCategory(catalogue, name, next));
      onDone();
    } catch (error) {
      setRefusal(error);
    }
  };

  return (
    <section className="desk-section" aria-labelledby={titleId}>
      <button type="button" className="button button--secondary console-page__back" onClick={onBack}>
        {intl.formatMessage(catalogueMessages.back)}
      </button>
      <h3 id={titleId} className="desk-section__title">
        {name ?? intl.formatMessage(catalogueMessages.newCategory)}
      </h3>
      <Formik<CategoryValues>
        initialValues={categoryValues(category?.name)}
        validationSchema={schema}
        validateOnMount
        onSubmit={submit}
      >
        {({ isValid, isSubmitting }) => (
          <Form className="form" noValidate>
            <ValidateOnLanguageChange />
            <NameFields labels={nameLabels} />
            {refusal !== null && (
              <EditRefusal
                error={refusal}
                onReload={() => {
                  setRefusal(null);
                  onReload();
                }}
              />
            )}
            <SubmitButton disabled={!isValid} busy={isSubmitting}>
              {intl.formatMessage(editMessages.save)}
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </section>
  );
}
