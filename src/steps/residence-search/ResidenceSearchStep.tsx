import { useLingui } from '@lingui/react';
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { afterNextPaint } from '../../components/after-paint';
import { ResidenceList } from '../../components/ResidenceList';
import { formatCount } from '../../domain/format-count';
import type { Residence } from '../../domain/residence';
import { searchIndex } from '../../domain/search';
import { useConfig, useWizard } from '../../store/context';
import { createHoverStore } from '../../store/hover-store';
import { StepHeading } from '../StepHeading';
import { useImageFailed } from '../use-image-failed';
import { dropCaret } from './drop-caret';
import { jumpTo } from './jump-to';
import { ResidenceMap } from './ResidenceMap';
import { useElementBox } from './use-element-box';
import { useStickyMap } from './use-sticky-map';

/** From this many entries on, a keyboard, or a finger where the map comes after the list, wants a way past it. */
const SKIP_FROM = 8;

/** Step 0: a searchable list of residences beside a map of France. */
export function ResidenceSearchStep() {
  const { i18n } = useLingui();
  const { residences } = useConfig();
  const selectedId = useWizard((state) => state.residenceId);
  const chooseResidence = useWizard((state) => state.chooseResidence);
  const [hover] = useState(createHoverStore);
  const [query, setQuery] = useState('');
  const search = useMemo(() => searchIndex(residences), [residences]);
  // The list follows each keystroke (it only hides entries); the map, which regroups its points, may lag a frame.
  const found = useMemo(() => search(query), [search, query]);
  const mapResidences = useDeferredValue(found);
  const mapBox = useRef<HTMLDivElement>(null);
  const sticky = useStickyMap(mapBox);
  const input = useRef<HTMLInputElement>(null);
  // The search's texts are made once the search box has the focus and that frame is drawn: the first letter, typed
  // a moment later, then answers as fast as the next ones.
  const preparing = useRef<(() => void) | null>(null);
  useEffect(() => () => preparing.current?.(), []);
  const prepareSearch = () => {
    preparing.current?.();
    preparing.current = afterNextPaint(input.current?.ownerDocument.defaultView ?? window, search.prepare);
  };
  const mapSize = useElementBox(mapBox, 0.1);
  const id = useId();
  const onImageError = useImageFailed();
  const onChoose = useCallback(
    (residence: Residence) => {
      if (input.current) dropCaret(input.current.ownerDocument);
      chooseResidence(residence);
    },
    [chooseResidence],
  );
  const nothingFound = found.length === 0 && query.trim() !== '';
  // Three messages rather than one ICU plural: a plural builds the browser's plural rules and number formatter,
  // whose locale data costs a slow phone tens of milliseconds before the list can show.
  const resultsId = found.length === 0 ? 'search.results.none' : found.length === 1 ? 'search.results.one' : 'search.results.many';
  // The browser's own × is tiny and absent from some browsers; back in the box, the visitor types again.
  const clear = () => {
    setQuery('');
    input.current?.focus();
  };
  // Every entry is a Tab stop: without this, the map and the host page after the widget lie a thousand presses
  // away in a long list (and a long scroll away for a finger, where the map comes after the list). The map's first
  // control, as if the visitor had tabbed through the whole list (the way back below it is not one); its box when
  // the map has none (gone after a failure), from which Tab goes on to what follows.
  const skipList = () => {
    const box = mapBox.current;
    jumpTo(box?.querySelector<HTMLElement>('button:not(.qw-skip), a[href], [tabindex="0"]') ?? box);
  };
  // And the way back, after the map: from there the search box lies as far away again, above the whole list.
  const backToSearch = () => jumpTo(input.current);
  const long = found.length >= SKIP_FROM;

  return (
    <section className="qw-step qw-search">
      <StepHeading>{i18n._('search.title')}</StepHeading>
      <div className="qw-field qw-search__box">
        <label className="qw-field__label" htmlFor={`${id}-q`}>
          {i18n._('search.label')}
        </label>
        <p className="qw-field__hint" id={`${id}-hint`}>
          {i18n._('search.hint')}
        </p>
        <input
          ref={input}
          id={`${id}-q`}
          className="qw-input"
          type="search"
          value={query}
          autoComplete="off"
          aria-describedby={`${id}-hint ${id}-count`}
          onChange={(event) => setQuery(event.target.value)}
          onFocus={prepareSearch}
        />
        <p id={`${id}-count`} className={`qw-search__count${nothingFound ? ' qw-search__count--none' : ''}`} role="status">
          {i18n._(resultsId, { count: formatCount(found.length) })}
        </p>
        {nothingFound && (
          <button type="button" className="qw-button qw-button--secondary qw-search__clear" onClick={clear}>
            {i18n._('search.clear')}
          </button>
        )}
      </div>
      <div className="qw-search__layout">
        {long && (
          <button type="button" className="qw-button qw-button--secondary qw-skip" onClick={skipList}>
            {i18n._('search.skipList')}
          </button>
        )}
        <ResidenceList
          label={i18n._('search.listLabel')}
          residences={residences}
          shown={found}
          selectedId={selectedId}
          hover={hover}
          soonText={i18n._('residence.soon')}
          noOfferText={i18n._('residence.noOffer')}
          selectedText={i18n._('search.selected')}
          onChoose={onChoose}
          onImageError={onImageError}
        />
        <div ref={mapBox} tabIndex={-1} className={`qw-search__map${sticky ? ' qw-search__map--sticky' : ''}`}>
          {/* Drawn once its width is known: its clusters depend on distances on screen. */}
          {mapSize !== null && (
            <ResidenceMap residences={mapResidences} selectedId={selectedId} hover={hover} width={mapSize.width} textSize={mapSize.textSize} onChoose={onChoose} />
          )}
          {mapSize !== null && long && (
            <button type="button" className="qw-button qw-button--secondary qw-skip qw-skip--back" onClick={backToSearch}>
              {i18n._('search.backToSearch')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
