import { describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../lib/i18n';
import { cleanUpAfterLanguageTests } from '../../../lib/language-screen.fixture';
import { show } from './services-workspace.fixture';

// Issue 45, docs/decisions/issues.md: the lock banner every tab shows (the domain's quoteLock) in the reader's language, not
// the domain's English constants; the status is named by its badge word.

cleanUpAfterLanguageTests();

const EXPECTED = {
  es: {
    confirmed:
      'Esta cotización está Confirmada: sus servicios, precios y pasajeros son los que el cliente aceptó y no se pueden editar. Solo el estado de reserva de sus servicios puede cambiar aún.',
    rejected:
      'Esta cotización está rechazada, así que no se puede editar. Vuelve a ponerla En preparación para cambiarla.',
    agent:
      'Esta cotización está enviada: los agentes de viajes no pueden cambiarla hasta que vuelva a estar En preparación.',
    prices:
      /^Los precios están bloqueados mientras .* Las descripciones, los títulos de los días, .* aún pueden cambiar\.$/,
  },
  'pt-BR': {
    confirmed:
      'Esta cotação está Confirmada: seus serviços, preços e passageiros são os que o cliente aceitou e não podem ser editados. Só o status de reserva dos seus serviços ainda pode mudar.',
    rejected: 'Esta cotação está rejeitada, por isso não pode ser editada. Volte-a para Em preparação para alterá-la.',
    agent: 'Esta cotação está enviada: agentes de viagens não podem alterá-la até que volte para Em preparação.',
    prices: /^Os preços ficam bloqueados enquanto .* Descrições, títulos dos dias, .* ainda podem mudar\.$/,
  },
} as const;

const banner = () => screen.getByTestId('quote-lock').textContent;

describe.each(['es', 'pt-BR'] as const)('the lock banner in %s', (language) => {
  it('says the Confirmed, status, travel agent and price locks in the reader language', async () => {
    await act(() => i18n.changeLanguage(language));
    const words = EXPECTED[language];

    show(4, [], true, true, { id: 2, name: 'Confirmed' }, true);
    await waitFor(() => expect(banner()).toBe(words.confirmed));
    cleanup();

    show(1, [], true, false, { id: 3, name: 'Rejected' }, true);
    await waitFor(() => expect(banner()).toBe(words.rejected));
    cleanup();

    show(7, ['view_sale_price'], false, true, { id: 4, name: 'Sent' }, true);
    await waitFor(() => expect(banner()).toBe(words.agent));
    cleanup();

    show(1, [], true, true);
    await waitFor(() => expect(banner()).toMatch(words.prices));
  });
});
