import { BadRequestException, ConflictException, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { PHONE_INVALID } from '../../common/phone';
import { actorOf, FakeDb, fakeContext, IDS } from '../../../test/utils/fake-db';
import { ABK_MESSAGES } from './dto/abk.dto';
import { AbkService } from './abk.service';
import type { UsersService } from '../users/users.service';

/** Register row 3 of the farm, for the abk member IDS.other. */
const registered = {
  id: 3,
  user_id: IDS.other,
  email: 'sari',
  nama_panggilan: 'Sari',
  nama_asli: null,
  no_hp: null,
  alamat: null,
  no_ktp: null,
  tanggal_mulai_kerja: '2026-01-05',
  tanggal_selesai_kerja: null,
  aktif: true,
};

function setup(roles: Record<string, string> = { [IDS.other]: 'abk' }) {
  const db = new FakeDb();
  db.on('select role from memberships', ([, id]) => (roles[id as string] ? [{ role: roles[id as string] }] : []))
    .on('from abk a left join users u', ([, id]) => (id === 3 ? [registered] : []))
    .on('insert into abk', () => [{ id: 3 }]);
  const ended: string[] = [];
  const users = { endSessions: (userId: string) => Promise.resolve(ended.push(userId)) } as unknown as UsersService;
  return { db, ended, abk: new AbkService(fakeContext(db, actorOf('admin')), users) };
}

const body = { user_id: IDS.other, nama_panggilan: ' Sari ', tanggal_mulai_kerja: '2026-01-05' };

describe('AbkService.create (spec part 2 §5 ABK create)', () => {
  it('422 for a member who is not an abk of this farm, 409 for one registered already', async () => {
    const { db, abk } = setup({ [IDS.other]: 'abk', [IDS.third]: 'viewer' });
    await expect(abk.create({ ...body, user_id: IDS.third })).rejects.toEqual(new UnprocessableEntityException(ABK_MESSAGES.notAbkUser));
    await expect(abk.create({ ...body, user_id: IDS.me })).rejects.toEqual(new UnprocessableEntityException(ABK_MESSAGES.notAbkUser));
    db.on('select 1 from abk', () => [{ '?column?': 1 }]);
    await expect(abk.create(body)).rejects.toEqual(new ConflictException(ABK_MESSAGES.registered));
    expect(db.statements('insert into abk')).toEqual([]);
  });

  it('keeps the phone in the 62 form, blank texts as none, active unless told, no end of work', async () => {
    const { db, abk } = setup();
    await abk.create({ ...body, no_hp: '0812 3456 7890', alamat: '  ', no_ktp: ' 3201 ' });
    expect(db.statements('insert into abk')[0].params).toEqual([IDS.tenant, IDS.other, 'Sari', null, '6281234567890', null, '3201', '2026-01-05', null, true]);
  });

  it('400 for an end of work before its start or a phone that is not Indonesian; the same day is allowed', async () => {
    const { db, abk } = setup();
    await expect(abk.create({ ...body, tanggal_selesai_kerja: '2026-01-04' })).rejects.toEqual(new BadRequestException(ABK_MESSAGES.order));
    await expect(abk.create({ ...body, no_hp: '+1 202 555 0100' })).rejects.toEqual(new BadRequestException(PHONE_INVALID));
    await abk.create({ ...body, tanggal_selesai_kerja: '2026-01-05', aktif: false });
    expect(db.statements('insert into abk')[0].params.slice(-3)).toEqual(['2026-01-05', '2026-01-05', false]);
  });
});

describe('AbkService.update (the linked user stays)', () => {
  it('ignores id, user_id (any case) and email sent back unchanged', async () => {
    const { db, abk } = setup();
    await abk.update(3, { ...body, id: 3, user_id: IDS.other.toUpperCase(), email: 'sari', nama_panggilan: 'Sari W' });
    expect(db.statements('update abk')[0].params.slice(0, 3)).toEqual([IDS.tenant, 3, 'Sari W']);
  });

  it('400 when id, user or email change; 404 for a row of another farm', async () => {
    const { db, abk } = setup();
    await expect(abk.update(3, { ...body, id: 4 })).rejects.toEqual(new BadRequestException(ABK_MESSAGES.idMismatch));
    await expect(abk.update(3, { ...body, user_id: IDS.third })).rejects.toEqual(new BadRequestException(ABK_MESSAGES.userFixed));
    await expect(abk.update(3, { ...body, email: 'budi' })).rejects.toEqual(new BadRequestException(ABK_MESSAGES.userFixed));
    await expect(abk.update(3, { ...body, email: null })).rejects.toEqual(new BadRequestException(ABK_MESSAGES.userFixed));
    await expect(abk.update(4, body)).rejects.toEqual(new NotFoundException(ABK_MESSAGES.notFound));
    expect(db.statements('update abk')).toEqual([]);
  });
});
