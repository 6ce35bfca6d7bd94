import { describe, expect, it } from 'vitest';
import { ROOM_TYPES } from '../rooms/room-types';
import { SERVICE_TYPES } from '../services/service-rules';
import { roomTypeLabel, serviceTypeLabel } from './type-labels';

describe('the types a publication stores in English, said in its language', () => {
  it('names every room type in Spanish and Portuguese, and leaves English as stored', () => {
    expect(roomTypeLabel('Single', 'es')).toBe('Individual');
    expect(roomTypeLabel('Twin', 'es-PE')).toBe('Doble de dos camas');
    expect(roomTypeLabel('Twin', 'pt-BR')).toBe('Duplo com duas camas');
    for (const r of ROOM_TYPES) expect(roomTypeLabel(r.name, 'en')).toBe(r.name);
  });

  it('names every service type in Spanish and Portuguese', () => {
    expect(serviceTypeLabel('Excursion', 'es')).toBe('Excursión');
    expect(serviceTypeLabel('Flight', 'pt-BR')).toBe('Voo');
    for (const s of SERVICE_TYPES)
      for (const lang of ['es', 'pt-BR']) expect(serviceTypeLabel(s.name, lang)).toBeTruthy();
  });

  it('keeps a name it does not know as written', () => {
    expect(roomTypeLabel('Room 9', 'es')).toBe('Room 9');
    expect(serviceTypeLabel('Service', 'pt-BR')).toBe('Service');
  });
});
