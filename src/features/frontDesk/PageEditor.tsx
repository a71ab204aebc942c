import { Form, Formik, useField, useFormikContext } from 'formik';
import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetHotelPageQuery, type HotelPage, type HotelPageName } from '@/api/frontDeskApi';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { RichContent } from '@/ui/RichContent';
import { Spinner } from '@/ui/Spinner';
import { saveHotelPage } from './consoleEditThunks';
import { EditRefusal, editMessages } from './EditRefusal';
import { deskMessages } from './frontDeskMessages';
import { useFrontDeskDispatch } from './frontDeskHooks';
import { ListProblem } from './ListState';
import { languageNames, PAGE_LANGUAGES, pageMessages, pageNames, type PageLanguage } from './pageMessages';

// The rich-text editor and its library: a chunk of their own, loaded when a page is opened.
const PageBody = lazy(() => import(/* webpackChunkName: "page-body" */ './PageBody'));

export type PageValues = { visible: boolean } & Record<PageLanguage, string>;

const valuesOf = (page: HotelPage): PageValues => ({
  visible: page.visible,
  ja: page.content.ja ?? '',
  en: page.content.en ?? '',
  zh: page.content.zh ?? '',
  ko: page.content.ko ?? '',
});

/**
 * One information page in the managers' console (issue 32): whether it is in the guests' menu, its
 * text per language in a rich-text editor or as HTML (PageBody), and beside it a live preview drawn by
 * the guest app's own RichContent. The server keeps only what the guests' pages allow (its allowlist), and the form then
 * shows the page as kept. Saved with the version it was loaded at (409 edit_conflict otherwise).
 */
export function PageEditor({ pageName, onBack }: { pageName: HotelPageName; onBack: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const query = useGetHotelPageQuery({ pageName });
  const dispatch = useFrontDeskDispatch();
  const [refusal, setRefusal] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  // Kept here, not in the form: a save or a reload starts the form again, in the same language.
  const [language, setLanguage] = useState<PageLanguage>('ja');
  const page = query.data;

  let body;
  if (query.isError) body = <ListProblem error={query.error} onRetry={() => void query.refetch()} />;
  else if (!page) body = <Spinner inline label={intl.formatMessage(deskMessages.loading)} />;
  else {
    const submit = async ({ visible, ...content }: PageValues) => {
      setRefusal(null);
      setSaved(false);
      try {
        await dispatch(saveHotelPage({ pageName, version: page.version, visible, content })).unwrap();
        setSaved(true);
      } catch (error) {
        setRefusal(error);
      }
    };
    body = (
      <Formik<PageValues> key={page.version} initialValues={valuesOf(page)} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form className="form console-page" noValidate>
            <VisibleBox />
            <LanguageEditor language={language} onLanguage={setLanguage} />
            {refusal !== null && (
              <EditRefusal
                error={refusal}
                onReload={() => {
                  setRefusal(null);
                  void query.refetch();
                }}
              />
            )}
            {saved && (
              <p className="front-desk__notice" role="status">
                {intl.formatMessage(editMessages.saved)}
              </p>
            )}
            <SubmitButton busy={isSubmitting}>{intl.formatMessage(editMessages.save)}</SubmitButton>
          </Form>
        )}
      </Formik>
    );
  }

  return (
    <section className="desk-section" aria-labelledby={titleId}>
      <button type="button" className="button button--secondary console-page__back" onClick={onBack}>
        {intl.formatMessage(pageMessages.back)}
      </button>
      <h2 id={titleId} className="desk-section__title">
        {intl.formatMessage(pageNames[pageName])}
      </h2>
      {body}
    </section>
  );
}

function VisibleBox() {
  const intl = useIntl();
  const [{ checked, onChange, onBlur }] = useField<boolean>({ name: 'visible', type: 'checkbox' });
  return (
    <label className="console-page__visible">
      <input type="checkbox" name="visible" checked={checked} onChange={onChange} onBlur={onBlur} />
      {intl.formatMessage(pageMessages.visible)}
    </label>
  );
}

/** The language chosen, its text and its preview (the Japanese where it is empty, as guests see it). */
function LanguageEditor({
  language,
  onLanguage,
}: {
  language: PageLanguage;
  onLanguage: (language: PageLanguage) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const { values } = useFormikContext<PageValues>();
  const html = values[language];
  const fallback = html.trim() === '' && language !== 'ja' && values.ja.trim() !== '';
  const shown = fallback ? values.ja : html;
  const languageName = intl.formatMessage(languageNames[language]);
  return (
    <>
      <fieldset className="console-page__languages">
        <legend>{intl.formatMessage(pageMessages.language)}</legend>
        {PAGE_LANGUAGES.map((lang) => (
          <label key={lang} className="console-page__language">
            <input
              type="radio"
              name={`${id}-language`}
              value={lang}
              checked={language === lang}
              onChange={() => onLanguage(lang)}
            />
            {intl.formatMessage(languageNames[lang])}
          </label>
        ))}
      </fieldset>
      <div className="console-page__panes">
        <Suspense fallback={<Spinner inline label={intl.formatMessage(deskMessages.loading)} />}>
          <PageBody key={language} language={language} languageName={languageName} />
        </Suspense>
        <section className="console-page__preview" aria-labelledby={`${id}-preview`}>
          <h3 id={`${id}-preview`} className="console-page__preview-title">
            {`${intl.formatMessage(pageMessages.preview)}: ${languageName}`}
          </h3>
          {fallback && <p className="desk-section__quiet">{intl.formatMessage(pageMessages.previewFallback)}</p>}
          {shown.trim() === '' ? (
            <p className="desk-section__quiet">{intl.formatMessage(pageMessages.previewEmpty)}</p>
          ) : (
            <RichContent html={shown} headingsFrom={4} />
          )}
        </section>
      </div>
    </>
  );
}
