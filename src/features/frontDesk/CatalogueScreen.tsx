import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetHotelCatalogueQuery, type HotelCatalogue, type HotelSetupProduct } from '@/api/frontDeskApi';
import { Spinner } from '@/ui/Spinner';
import { productsIn, removeCategory, type CatalogueSave } from './catalogueEdit';
import { catalogueCounts, catalogueMessages } from './catalogueMessages';
import { saveHotelCatalogue } from './catalogueThunks';
import { CategoryForm } from './CategoryForm';
import { consoleMessages } from './consoleMessages';
import { EditRefusal, editMessages } from './EditRefusal';
import { deskMessages } from './frontDeskMessages';
import { useFrontDeskDispatch } from './frontDeskHooks';
import { ListProblem } from './ListState';
import { ProductForm } from './ProductForm';
import { DeskError } from './DeskError';
import './Catalogue.css';

type View =
  | { kind: 'list' }
  | { kind: 'category'; name: string | null }
  | { kind: 'product'; name: string | null; category?: string };

/** The filter's value for products without a category (imported ones; guests do not see them). */
const NO_CATEGORY = '\u0000none';

/**
 * The managers' Catalogue screen (issue 32): the request catalogue's categories (added, renamed, or
 * removed when no product is in them) and its products, listed by category, one at a time in a form.
 * Every change saves the whole catalogue composed from the one loaded, with its version: another
 * manager's save meanwhile is refused (409 edit_conflict) and the edits stay beside a way to the latest.
 */
export function CatalogueScreen() {
  const intl = useIntl();
  const titleId = useId();
  const query = useGetHotelCatalogueQuery();
  const dispatch = useFrontDeskDispatch();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [saved, setSaved] = useState(false);
  const loaded = query.data;

  let body;
  if (query.isError) body = <ListProblem error={query.error} onRetry={() => void query.refetch()} />;
  else if (!loaded) body = <Spinner inline label={intl.formatMessage(deskMessages.loading)} />;
  else {
    const { catalogue, version } = loaded;
    const save = async (change: CatalogueSave) => {
      setSaved(false);
      await dispatch(saveHotelCatalogue({ version, ...change })).unwrap();
    };
    const forms = {
      catalogue,
      onSave: save,
      onDone: () => {
        setView({ kind: 'list' });
        setSaved(true);
      },
      onBack: () => setView({ kind: 'list' }),
      onReload: () => void query.refetch(),
    };
    const known = (list: { name: { ja: string } }[] | undefined, name: string | null) =>
      name === null || (list ?? []).some((item) => item.name.ja === name);
    // The form starts again from a new version ("load the latest"); an item gone meanwhile is no longer edited.
    if (view.kind === 'product' && known(catalogue.products, view.name)) {
      body = <ProductForm key={`${version}-${view.name}`} name={view.name} category={view.category} {...forms} />;
    } else if (view.kind === 'category' && known(catalogue.categories, view.name)) {
      body = <CategoryForm key={`${version}-${view.name}`} name={view.name} {...forms} />;
    } else {
      body = (
        <CatalogueLists
          loaded={loaded}
          saved={saved}
          onSave={save}
          onView={(next) => {
            setSaved(false);
            setView(next);
          }}
          onReload={() => void query.refetch()}
        />
      );
    }
  }

  return (
    <section className="desk-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="desk-section__title">
        {intl.formatMessage(consoleMessages.catalogue)}
      </h2>
      <p className="front-desk__lead">{intl.formatMessage(catalogueMessages.lead)}</p>
      {body}
    </section>
  );
}

function CatalogueLists({
  loaded,
  saved,
  onSave,
  onView,
  onReload,
}: {
  loaded: HotelCatalogue;
  saved: boolean;
  onSave: (save: CatalogueSave) => Promise<void>;
  onView: (view: View) => void;
  onReload: () => void;
}) {
  const intl = useIntl();
  const categoriesId = useId();
  const productsId = useId();
  const [refusal, setRefusal] = useState<unknown>(null);
  const [filter, setFilter] = useState('');
  const { catalogue } = loaded;
  const categories = catalogue.categories ?? [];
  const products = (catalogue.products ?? []).filter((p) =>
    filter === '' ? true : filter === NO_CATEGORY ? p.category === undefined : p.category === filter,
  );
  const uncategorised = (catalogue.products ?? []).some((p) => p.category === undefined);
  const removeOne = async (name: string) => {
    setRefusal(null);
    try {
      await onSave(removeCategory(catalogue, name));
      if (filter === name) setFilter('');
    } catch (error) {
      setRefusal(error);
    }
  };

  return (
    <>
      {saved && (
        <p className="front-desk__notice" role="status">
          {intl.formatMessage(editMessages.saved)}
        </p>
      )}
      {refusal !== null && (
        <EditRefusal
          error={refusal}
          onReload={() => {
            setRefusal(null);
            onReload();
          }}
        />
      )}
      <section className="catalogue__part" aria-labelledby={categoriesId}>
        <h3 id={categoriesId} className="desk-section__title">
          {intl.formatMessage(catalogueMessages.categories)}
        </h3>
        {categories.length === 0 ? (
          <p className="desk-section__quiet">{intl.formatMessage(catalogueMessages.categoriesEmpty)}</p>
        ) : (
          <ul className="desk-list">
            {categories.map(({ name }) => (
              <CategoryRow
                key={name.ja}
                name={name.ja}
                used={productsIn(catalogue, name.ja).length}
                onRename={() => onView({ kind: 'category', name: name.ja })}
                onRemove={() => removeOne(name.ja)}
              />
            ))}
          </ul>
        )}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onView({ kind: 'category', name: null })}
        >
          {intl.formatMessage(catalogueMessages.addCategory)}
        </button>
      </section>
      <section className="catalogue__part" aria-labelledby={productsId}>
        <h3 id={productsId} className="desk-section__title">
          {intl.formatMessage(catalogueMessages.products)}
        </h3>
        <label className="field catalogue__filter">
          <span className="field__label">{intl.formatMessage(catalogueMessages.filter)}</span>
          <select className="field__input field__select" value={filter} onChange={(e) => setFilter(e.target.value)}>
            <option value="">{intl.formatMessage(catalogueMessages.allCategories)}</option>
            {categories.map(({ name }) => (
              <option key={name.ja} value={name.ja}>
                {name.ja}
              </option>
            ))}
            {uncategorised && <option value={NO_CATEGORY}>{intl.formatMessage(catalogueMessages.noCategory)}</option>}
          </select>
        </label>
        {products.length === 0 ? (
          <p className="desk-section__quiet">{intl.formatMessage(catalogueMessages.productsEmpty)}</p>
        ) : (
          <ul className="desk-list">
            {products.map((product) => (
              <ProductRow
                key={product.name.ja}
                product={product}
                onEdit={() => onView({ kind: 'product', name: product.name.ja })}
              />
            ))}
          </ul>
        )}
        <button
          type="button"
          className="button button--secondary"
          disabled={categories.length === 0}
          onClick={() =>
            onView({ kind: 'product', name: null, category: filter === NO_CATEGORY ? undefined : filter || undefined })
          }
        >
          {intl.formatMessage(catalogueMessages.addProduct)}
        </button>
      </section>
    </>
  );
}

/** A category with its products' count; removing asks once more, or says why it cannot be removed. */
function CategoryRow({
  name,
  used,
  onRename,
  onRemove,
}: {
  name: string;
  used: number;
  onRename: () => void;
  onRemove: () => Promise<void>;
}) {
  const intl = useIntl();
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await onRemove();
    setBusy(false);
    setAsking(false);
  };
  return (
    <li className="desk-card" aria-labelledby={titleId}>
      <h4 className="desk-card__title" id={titleId}>
        {name}
      </h4>
      <p>{intl.formatMessage(catalogueCounts.productCount, { count: used })}</p>
      {asking && used > 0 && <DeskError>{intl.formatMessage(catalogueCounts.inUse, { name, count: used })}</DeskError>}
      {asking && used === 0 ? (
        <div className="desk-card__actions">
          <p>{intl.formatMessage(catalogueCounts.removeQuestion, { name })}</p>
          <button type="button" className="button" disabled={busy} onClick={() => void confirm()}>
            {intl.formatMessage(catalogueMessages.confirmRemove)}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setAsking(false)}>
            {intl.formatMessage(catalogueMessages.cancel)}
          </button>
        </div>
      ) : (
        <div className="desk-card__actions">
          <button type="button" className="button button--secondary" onClick={onRename} aria-describedby={titleId}>
            {intl.formatMessage(catalogueMessages.rename)}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setAsking(true)}
            aria-describedby={titleId}
          >
            {intl.formatMessage(catalogueMessages.remove)}
          </button>
        </div>
      )}
    </li>
  );
}

function ProductRow({ product, onEdit }: { product: HotelSetupProduct; onEdit: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const hours = product.saleHours
    ? intl.formatMessage(catalogueCounts.hours, { start: product.saleHours.start, end: product.saleHours.end })
    : intl.formatMessage(catalogueMessages.allDay);
  return (
    <li className="desk-card" aria-labelledby={titleId}>
      <h4 className="desk-card__title" id={titleId}>
        {product.name.ja}
      </h4>
      <dl className="desk-card__facts">
        <dt>{intl.formatMessage(catalogueMessages.category)}</dt>
        <dd>{product.category ?? intl.formatMessage(catalogueMessages.noCategory)}</dd>
        <dt>{intl.formatMessage(catalogueMessages.price)}</dt>
        <dd>{intl.formatNumber(product.price, { style: 'currency', currency: 'JPY' })}</dd>
        <dt>{intl.formatMessage(catalogueMessages.taxRate)}</dt>
        <dd>{`${product.taxRate} %`}</dd>
        <dt>{intl.formatMessage(catalogueMessages.stock)}</dt>
        <dd>{intl.formatNumber(product.stock)}</dd>
        <dt>{intl.formatMessage(catalogueMessages.saleHours)}</dt>
        <dd>{hours}</dd>
      </dl>
      <div className="desk-card__actions">
        <button type="button" className="button button--secondary" onClick={onEdit} aria-describedby={titleId}>
          {intl.formatMessage(catalogueMessages.edit)}
        </button>
      </div>
    </li>
  );
}
