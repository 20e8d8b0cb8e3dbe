import { useLingui } from '@lingui/react';
import { useId, useMemo, useState } from 'react';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { BreakBeforePer, PriceTag } from '../../components/PriceTag';
import { ResidenceCard } from '../../components/ResidenceCard';
import { htmlFieldOfDescription } from '../../config/trimmed-html';
import { formatAmount, formatMonthlyPrice } from '../../domain/format-price';
import { priceOf, pricedHousingTypes } from '../../domain/pricing';
import { HOUSING_LABELS, type HousingType, type Residence } from '../../domain/residence';
import { useConfig, useWizard } from '../../store/context';
import { HOUSING_DETAIL_IDS } from '../labels';
import { ConfigHtml } from '../ConfigHtml';
import { StepHeading } from '../StepHeading';
import { useHtmlTrimmed } from '../use-html-trimmed';
import { useImageFailed } from '../use-image-failed';
import { ContactArea } from './ContactArea';
import { useParallax } from './use-parallax';

/** Step 2: the starting price of the chosen type, the residence, and the two ways to go on. */
export function OfferStep({ residence }: { residence: Residence }) {
  const { i18n } = useLingui();
  const { residenceOffers } = useConfig();
  const housingType = useWizard((state) => state.housingType);
  const setHousingType = useWizard((state) => state.setHousingType);
  const [announcement, setAnnouncement] = useState('');
  const imageRef = useParallax<HTMLImageElement>();
  const imageFailed = useWizard((state) => residence.image !== undefined && state.failedImages.has(residence.image));
  const onImageError = useImageFailed();
  const htmlTrimmed = useHtmlTrimmed();
  const id = useId();
  const types = useMemo(() => pricedHousingTypes(residence), [residence]);
  const price = housingType ? priceOf(residence, housingType) : undefined;

  const spoken = (amount: number) => i18n._('offer.spokenPrice', { amount: formatAmount(amount) });
  // Each type with its own starting price, so that comparing them takes no clicks; read in words, not symbols.
  const options = types.flatMap((type) => {
    const rooms = i18n._(HOUSING_DETAIL_IDS[type]);
    const amount = priceOf(residence, type);
    if (amount === undefined) return [];
    const detail = (
      <>
        <span aria-hidden="true">
          <BreakBeforePer text={i18n._('offer.optionPrice', { rooms, price: formatMonthlyPrice(amount) })} />
        </span>
        <span className="qw-sr-only">{i18n._('offer.optionPrice', { rooms, price: spoken(amount) })}</span>
      </>
    );
    return [{ value: type, label: HOUSING_LABELS[type], detail }];
  });
  const choose = (value: string) => {
    const type = value as HousingType;
    setHousingType(type);
    const amount = priceOf(residence, type);
    if (amount !== undefined) setAnnouncement(i18n._('offer.priceChanged', { amount: formatAmount(amount), label: HOUSING_LABELS[type] }));
  };

  return (
    <section className="qw-step qw-offer">
      <StepHeading>{i18n._('offer.title')}</StepHeading>
      <div className="qw-offer__layout">
        <div className="qw-offer__main">
          <div className="qw-price-block">
            <p className="qw-price-block__from">{i18n._('offer.from')}</p>
            {price !== undefined && <PriceTag amount={price} spoken={spoken(price)} />}
          </div>
          <p role="status" className="qw-sr-only">
            {announcement}
          </p>
          <ChoiceGroup id={`${id}-housing`} name="housingType" legend={i18n._('offer.housingLegend')} inline options={options} value={housingType} onChange={choose} />
          <ConfigHtml html={residenceOffers} field={i18n._('html.field.residenceOffers')} className="qw-html qw-offer__offers" />
          <ContactArea residence={residence} />
        </div>
        <ResidenceCard
          residence={residence}
          imageRef={imageRef}
          imageFailed={imageFailed}
          onImageError={() => onImageError(residence)}
          onDescriptionTrimmed={(removed) => htmlTrimmed(htmlFieldOfDescription(residence.name), removed)}
          soonText={i18n._('residence.soon')}
          linkText={i18n._('offer.seeResidence')}
          linkLabel={i18n._('offer.seeResidenceOf', { name: residence.name })}
        />
      </div>
    </section>
  );
}
