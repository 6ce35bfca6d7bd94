import { useMemo, useState, type ReactNode } from 'react';
import { Badge, Button, Paper } from '@mantine/core';
import { IconArrowLeft, IconFilterOff, IconMap2, IconMapPinOff, IconPuzzle, IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { NewQuoteButton } from '../../../components/new-quote-panel/new-quote-button';
import { useCreateQuote, type ItineraryRow } from '../../../components/new-quote-panel/quote-api';
import { StartFromTemplateModal } from '../../../components/new-quote-panel/start-from-template-modal';
import { PageHeader } from '../../../components/page-header';
import { useCatalogueList } from '../../../lib/catalogue/catalogue-lists';
import { listTemplatesQueryOptions } from '../api/list-templates';
import { DestinationHero } from './destination-hero';
import { countryName, DEFAULT_COLORS, destinationSlug, resolveDestination, type CountryRef } from './destinations';
import { TemplateFilters } from './template-filters';
import { TemplateGrid } from './template-grid';
import {
  hasTemplateFilters,
  readTemplateState,
  templateQuery,
  writeTemplateState,
  type TemplateKind,
  type TemplateListState,
  type TemplateScreen,
} from './template-list-state';

// Each kind's sentences are in quotes:templates.kinds.<kind>.
const ICONS: Record<TemplateKind, ReactNode> = {
  example: <IconMap2 size={32} />,
  module: <IconPuzzle size={32} />,
  experience: <IconSparkles size={32} />,
};

export const ItinerariesPage = () => <TemplatesScreen screen="itineraries" />;
export const ExperiencesPage = () => <TemplatesScreen screen="experiences" />;

/** /itineraries, /ex-itineraries (and /{destination}) and /experiences: the templates to start a quote from. */
function TemplatesScreen({ screen }: { screen: TemplateScreen }) {
  const { t, i18n } = useTranslation(['templates', 'quotes', 'common']);
  const { destination: slug } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readTemplateState(params, screen), [params, screen]);
  const countries = useCatalogueList<CountryRef>('/tenant/location/countries');
  const countryRows = countries.data?.data ?? [];
  const found = resolveDestination(slug, countryRows);
  // The destination's name in the reader's language ('Perú'), as the home screen's tiles write it.
  const destination = found && { ...found, name: countryName(i18n.language, found.country, found.name) };
  const waitingForCountry = Boolean(slug) && !destination && countries.isPending;
  const routeCountry = destination?.country ?? null;
  const list = useQuery({
    ...listTemplatesQueryOptions(templateQuery(state, routeCountry)),
    enabled: !slug || destination !== null,
  });
  const create = useCreateQuote();
  // "Use as a quote" asks the title, dates and party first (decision 0041).
  const [starting, setStarting] = useState<ItineraryRow | null>(null);

  const base =
    screen === 'experiences'
      ? '/experiences'
      : pathname.startsWith('/ex-itineraries')
        ? '/ex-itineraries'
        : '/itineraries';
  const kind = state.kind;
  const plural = t(`kinds.${kind}.plural`);
  const country = routeCountry ?? state.country;
  const filtered = hasTemplateFilters(state, routeCountry);
  const total = list.data?.meta.total;
  const countLabel = !total ? null : t(`kinds.${kind}.count`, { count: total });

  // Filter changes go back to page 1 and replace the history entry; a page change is its own entry.
  const update = (patch: Partial<TemplateListState>) =>
    setParams(writeTemplateState({ ...state, page: 1, ...patch }), { replace: !('page' in patch) });
  // On the itinerary screens the country is the address (/itineraries/peru); elsewhere a parameter.
  const setCountry = (code: string | null) => {
    if (screen === 'experiences') return update({ country: code });
    const search = writeTemplateState({ ...state, country: null, page: 1 }).toString();
    void navigate(`${code ? `${base}/${destinationSlug(code, countryRows)}` : base}${search ? `?${search}` : ''}`);
  };
  const clearFilters = () => {
    const cleared = writeTemplateState({ ...state, text: '', numDay: null, country: null, page: 1 });
    if (slug) void navigate(`${base}${cleared.size ? `?${cleared.toString()}` : ''}`);
    else setParams(cleared);
  };

  if (slug && !destination && !waitingForCountry) {
    return (
      <>
        <PageHeader
          icon={<IconMap2 size={24} />}
          title={t('common:nav.itineraries')}
          description={t('itinerariesText')}
        />
        <EmptyState
          icon={<IconMapPinOff size={32} />}
          title={t('unknown.title')}
          text={t('unknown.text', { slug })}
          action={
            <Button component={Link} to={base} data-action-type="destination-unknown-back">
              {t('unknown.back')}
            </Button>
          }
        />
      </>
    );
  }

  return (
    <>
      {destination ? (
        <DestinationHero
          destination={destination}
          subject={t(`in.${screen}`, { place: destination.name })}
          backTo={base}
          count={countLabel}
        />
      ) : (
        <PageHeader
          icon={screen === 'experiences' ? <IconSparkles size={24} /> : <IconMap2 size={24} />}
          title={screen === 'experiences' ? t('common:nav.experiences') : t('common:nav.itineraries')}
          description={screen === 'experiences' ? t('experiencesText') : t('itinerariesText')}
          aside={
            <>
              {countLabel && (
                <Badge variant="light" color="gray" size="lg" radius="sm" tt="none">
                  {countLabel}
                </Badge>
              )}
              <NewQuoteButton />
            </>
          }
        />
      )}
      <Paper withBorder radius="md" p="md" mb="lg">
        <TemplateFilters
          value={state}
          country={country}
          countries={countryRows}
          withKinds={screen === 'itineraries'}
          plural={plural}
          filtered={filtered}
          onChange={update}
          onCountry={setCountry}
          onClear={clearFilters}
        />
      </Paper>
      <TemplateGrid
        list={list.data}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        page={state.page}
        onPage={(page) => update({ page })}
        place={
          destination?.name ?? countryRows.find((c) => c.location_code.toUpperCase() === country)?.location_name ?? null
        }
        colors={destination?.colors ?? DEFAULT_COLORS}
        creatingFrom={create.isPending ? (create.variables.from_template ?? null) : null}
        onUse={setStarting}
        plural={plural}
        empty={
          <TemplatesEmpty
            kind={kind}
            destination={destination?.name ?? null}
            onlyCountry={routeCountry !== null && !state.text.trim() && !state.numDay}
            filtered={filtered}
            onClear={clearFilters}
          />
        }
      />
      <StartFromTemplateModal
        template={starting}
        creating={create.isPending}
        onCreate={(body) => create.mutate(body)}
        onClose={() => setStarting(null)}
      />
    </>
  );
}

interface TemplatesEmptyProps {
  kind: TemplateKind;
  destination: string | null;
  /** Only the destination narrows the list: the country has none of this kind. */
  onlyCountry: boolean;
  filtered: boolean;
  onClear: () => void;
}

/** Nothing in the answer: nothing of this kind yet, none in this country, or no match for the filters. */
function TemplatesEmpty({ kind, destination, onlyCountry, filtered, onClear }: TemplatesEmptyProps) {
  const { t } = useTranslation(['templates', 'quotes', 'common']);
  if (onlyCountry && destination) {
    return (
      <EmptyState
        icon={ICONS[kind]}
        title={t(`kinds.${kind}.noneIn`, { place: destination })}
        text={t(`kinds.${kind}.emptyText`)}
        action={
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            onClick={onClear}
            data-action-type="templates-empty-all"
          >
            {t('seeAllDestinations')}
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={ICONS[kind]}
      title={filtered ? t(`kinds.${kind}.noMatch`) : t(`kinds.${kind}.noneYet`)}
      text={filtered ? t('tryAnother') : t(`kinds.${kind}.emptyText`)}
      action={
        filtered ? (
          <Button
            variant="default"
            leftSection={<IconFilterOff size={16} />}
            onClick={onClear}
            data-action-type="templates-empty-clear"
          >
            {t('common:list.clearFilters')}
          </Button>
        ) : undefined
      }
    />
  );
}
