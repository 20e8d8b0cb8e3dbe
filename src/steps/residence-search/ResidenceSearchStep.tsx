import { useLingui } from '@lingui/react';
import { useCallback, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { FranceMap } from '../../components/FranceMap';
import { ResidenceList } from '../../components/ResidenceList';
import { filterResidences } from '../../domain/search';
import type { Residence } from '../../domain/residence';
import { useConfig, useWizard } from '../../store/context';
import { StepHeading } from '../StepHeading';
import { GoogleResidenceMap } from './GoogleResidenceMap';
import { useElementWidth } from './use-element-width';
import { useStickyMap } from './use-sticky-map';

/** Step 0: a searchable list of residences beside a map of France. */
export function ResidenceSearchStep() {
  const { i18n } = useLingui();
  const { residences, mapsApiKey } = useConfig();
  const selectedId = useWizard((state) => state.residenceId);
  const chooseResidence = useWizard((state) => state.chooseResidence);
  const [query, setQuery] = useState('');
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const deferredQuery = useDeferredValue(query);
  const found = useMemo(() => filterResidences(residences, deferredQuery), [residences, deferredQuery]);
  const sticky = useStickyMap();
  const mapBox = useRef<HTMLDivElement>(null);
  const mapWidth = useElementWidth(mapBox);
  const id = useId();

  const onChoose = useCallback((residence: Residence) => chooseResidence(residence), [chooseResidence]);
  const pointName = useCallback((residence: Residence) => i18n._('search.mapPoint', { name: residence.name, region: residence.region }), [i18n]);
  const common = { residences: found, highlightedId: hoveredId, selectedId, onHover: setHoveredId, onChoose };

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
          id={`${id}-q`}
          className="qw-input"
          type="search"
          value={query}
          autoComplete="off"
          aria-describedby={`${id}-hint ${id}-count`}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p id={`${id}-count`} className="qw-search__count" role="status">
          {i18n._('search.results', { count: found.length })}
        </p>
      </div>
      <div className="qw-search__layout">
        <ResidenceList label={i18n._('search.listLabel')} soonText={i18n._('residence.soon')} selectedText={i18n._('search.selected')} {...common} />
        <div ref={mapBox} className={`qw-search__map${sticky ? ' qw-search__map--sticky' : ''}`}>
          {mapsApiKey ? (
            <GoogleResidenceMap apiKey={mapsApiKey} label={i18n._('search.mapLabel')} pointName={pointName} width={mapWidth} spreadAmong={residences} {...common} />
          ) : (
            <FranceMap label={i18n._('search.mapLabel')} pointName={pointName} width={mapWidth} spreadAmong={residences} {...common} />
          )}
        </div>
      </div>
    </section>
  );
}
