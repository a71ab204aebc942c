import { Form, Formik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { HotelSetupCatalogue } from '@/api/frontDeskApi';
import { useValidationRules } from '@/lib/validation/rules';
import { RadioGroupField, SelectField, TextField } from '@/ui/form/Field';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { putProduct, removeProduct, type CatalogueSave } from './catalogueEdit';
import {
  catalogueCounts,
  catalogueMessages,
  descriptionLabels,
  nameLabels,
  useCatalogueSay,
} from './catalogueMessages';
import {
  LANGUAGES,
  namesBut,
  productOf,
  productSchema,
  productValues,
  PRODUCT_LIMITS,
  type ProductValues,
} from './catalogueSchema';
import { NameFields, TextAreaField } from './CatalogueTextFields';
import { EditRefusal, editMessages } from './EditRefusal';
import { ImageField } from './ImageField';

/**
 * One product of the catalogue in the managers' console (issue 32): its names and descriptions per
 * language, category, price (yen, tax included), tax rate, stock, sale hours, picture and sales
 * subject; saved (or deleted, once confirmed) as the whole catalogue composed from the one loaded.
 * A refused save keeps the edits beside the reason (a conflict offers the latest).
 */
export function ProductForm({
  catalogue,
  name,
  category,
  onSave,
  onDone,
  onBack,
  onReload,
}: {
  catalogue: HotelSetupCatalogue;
  /** The product's Japanese name as loaded; null for a new one. */
  name: string | null;
  /** A new product's category (the one shown in the list). */
  category?: string;
  onSave: (save: CatalogueSave) => Promise<void>;
  onDone: () => void;
  onBack: () => void;
  onReload: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const rules = useValidationRules();
  const say = useCatalogueSay();
  const previous = catalogue.products?.find((p) => p.name.ja === name);
  const schema = useMemo(
    () => productSchema(rules, say, namesBut(catalogue.products, name)),
    [rules, say, catalogue, name],
  );
  const [refusal, setRefusal] = useState<unknown>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const send = async (save: CatalogueSave) => {
    setRefusal(null);
    try {
      await onSave(save);
      onDone();
    } catch (error) {
      setRefusal(error);
    }
  };
  const submit = (values: ProductValues) => send(putProduct(catalogue, name, productOf(values, previous)));
  const remove = async () => {
    setDeleting(true);
    await send(removeProduct(catalogue, name!));
    setDeleting(false);
    setConfirming(false);
  };
  const categories = (catalogue.categories ?? []).map((c) => ({ value: c.name.ja, label: c.name.ja }));
  const title = name ?? intl.formatMessage(catalogueMessages.newProduct);

  return (
    <section className="desk-section" aria-labelledby={titleId}>
      <button type="button" className="button button--secondary console-page__back" onClick={onBack}>
        {intl.formatMessage(catalogueMessages.back)}
      </button>
      <h3 id={titleId} className="desk-section__title">
        {title}
      </h3>
      <Formik<ProductValues>
        initialValues={productValues(previous, category)}
        validationSchema={schema}
        validateOnMount
        onSubmit={submit}
      >
        {({ isValid, isSubmitting }) => (
          <Form className="form" noValidate>
            <ValidateOnLanguageChange />
            <NameFields labels={nameLabels} />
            <SelectField
              name="category"
              label={intl.formatMessage(catalogueMessages.category)}
              required
              options={[{ value: '', label: intl.formatMessage(catalogueMessages.chooseCategory) }, ...categories]}
            />
            <div className="console-form__pair">
              <TextField
                name="price"
                inputMode="numeric"
                label={intl.formatMessage(catalogueMessages.price)}
                maxLength={String(PRODUCT_LIMITS.price).length}
                autoComplete="off"
                required
              />
              <TextField
                name="stock"
                inputMode="numeric"
                label={intl.formatMessage(catalogueMessages.stock)}
                maxLength={String(PRODUCT_LIMITS.stock).length}
                autoComplete="off"
                required
              />
            </div>
            <RadioGroupField
              name="taxRate"
              legend={intl.formatMessage(catalogueMessages.taxRate)}
              required
              options={[
                { value: '10', label: intl.formatMessage(catalogueMessages.tax10) },
                { value: '8', label: intl.formatMessage(catalogueMessages.tax8) },
              ]}
            />
            <fieldset className="console-form__group">
              <legend>{intl.formatMessage(catalogueMessages.saleHours)}</legend>
              <p className="field__hint">{intl.formatMessage(catalogueMessages.saleHoursHint)}</p>
              <div className="console-form__pair">
                <TextField name="saleFrom" type="time" label={intl.formatMessage(catalogueMessages.saleFrom)} />
                <TextField name="saleTo" type="time" label={intl.formatMessage(catalogueMessages.saleTo)} />
              </div>
            </fieldset>
            {LANGUAGES.map((lang) => (
              <TextAreaField
                key={lang}
                name={`description.${lang}`}
                label={intl.formatMessage(descriptionLabels[lang])}
              />
            ))}
            <ImageField name="image" label={intl.formatMessage(catalogueMessages.image)} />
            <TextField
              name="salesSubjectId"
              inputMode="numeric"
              label={intl.formatMessage(catalogueMessages.salesSubject)}
              hint={intl.formatMessage(catalogueMessages.salesSubjectHint)}
              autoComplete="off"
            />
            {refusal !== null && (
              <EditRefusal
                error={refusal}
                onReload={() => {
                  setRefusal(null);
                  onReload();
                }}
              />
            )}
            <div className="desk-card__actions">
              <SubmitButton disabled={!isValid || deleting} busy={isSubmitting}>
                {intl.formatMessage(editMessages.save)}
              </SubmitButton>
              {name !== null && !confirming && (
                <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
                  {intl.formatMessage(catalogueMessages.delete)}
                </button>
              )}
            </div>
            {name !== null && confirming && (
              <div
                className="desk-card__actions"
                role="group"
                aria-label={intl.formatMessage(catalogueMessages.delete)}
              >
                <p>{intl.formatMessage(catalogueCounts.deleteQuestion, { name })}</p>
                <button
                  type="button"
                  className="button"
                  disabled={deleting || isSubmitting}
                  onClick={() => void remove()}
                >
                  {intl.formatMessage(catalogueMessages.confirmDelete)}
                </button>
                <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
                  {intl.formatMessage(catalogueMessages.cancel)}
                </button>
              </div>
            )}
          </Form>
        )}
      </Formik>
    </section>
  );
}
