import type { listRooms } from '../db/repositories/reservations.ts';

/** A reservation's rooms as the check-in and check-out screens show them. */

export type RoomRow = Awaited<ReturnType<typeof listRooms>>[number];

/** The rooms of a reservation grouped by type: type name, code, count and the assigned numbers. */
export function roomGroups(rooms: RoomRow[]) {
  const groups = new Map<string, { typeName: string; roomType: string; count: number; numbers: string[] }>();
  for (const room of rooms) {
    const key = `${room.room_type}\u0000${room.type_name}`;
    const group = groups.get(key) ?? { typeName: room.type_name, roomType: room.room_type, count: 0, numbers: [] };
    group.count += room.room_count;
    if (room.room_number) group.numbers.push(room.room_number);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export const roomsOf = (rooms: RoomRow[], reservationId: number) =>
  rooms.filter((r) => r.reservation_id === reservationId);

/** The assigned room numbers, in order. */
export const roomNumbers = (rooms: RoomRow[]) => rooms.map((r) => r.room_number).filter((n): n is string => Boolean(n));

/** One line for a bill: type, count when more than one, numbers; types separated by " / ". */
export function roomInfo(rooms: RoomRow[]): string {
  return roomGroups(rooms)
    .map((g) => [g.typeName, g.count > 1 ? `×${g.count}` : '', g.numbers.join(', ')].filter(Boolean).join(' '))
    .join(' / ');
}
