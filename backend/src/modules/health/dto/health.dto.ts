import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { ENTRY_WINDOW_DOC, IsEntryDate, IsReadDate, READ_WINDOW_DOC } from '../../../common/validation/dates';
import { IsDecimal, IsId, IsInteger, IsNestedList, IsOneOf, IsText } from '../../../common/validation/decorators';
import { Rule } from '../../../common/validation/rule';
import { DUE_STATUSES, DueStatus, MAX_AGE_DAYS, VACCINE_ROUTES, VaccineRoute } from '../due.rules';

/** Most rows of one program. */
export const MAX_PROGRAM_ROWS = 100;
/** Most doses of one vaccination (the item's unit). */
export const MAX_DOSES = 1_000_000;

/** Messages of the health API (issue #38). */
export const HEALTH_MSG = {
  name: 'Nama program wajib diisi.',
  nameMax: 'Nama program maksimal 120 karakter.',
  nameTaken: 'Nama program sudah dipakai.',
  rows: `Baris program harus daftar berisi 0–${MAX_PROGRAM_ROWS} baris.`,
  rowId: 'ID baris program tidak valid.',
  age: `Umur harus bilangan bulat 0–${MAX_AGE_DAYS} hari.`,
  disease: 'Penyakit wajib diisi.',
  diseaseMax: 'Penyakit maksimal 120 karakter.',
  route: 'Rute harus tetes_mata, tetes_hidung, air_minum, suntik, spray atau tusuk_sayap.',
  itemId: 'Vaksin (barang OVK) wajib dipilih.',
  note: 'Catatan maksimal 300 karakter.',
  isDefault: 'is_default harus true atau false.',
  programNotFound: 'Program vaksinasi tidak ditemukan.',
  rowNotFound: 'Baris program vaksinasi tidak ditemukan.',
  date: 'Tanggal wajib (YYYY-MM-DD).',
  bagianId: 'Bagian wajib dipilih.',
  bagianNotFound: 'Bagian tidak ditemukan.',
  batchNo: 'Nomor batch vaksin wajib diisi.',
  batchNoMax: 'Nomor batch maksimal 40 karakter.',
  expiry: 'Tanggal kedaluwarsa wajib (YYYY-MM-DD).',
  doses: `Jumlah dosis harus angka 0,001–${MAX_DOSES.toLocaleString('id-ID')} dengan paling banyak 3 angka desimal.`,
  abkToday: 'ABK hanya dapat mencatat vaksinasi untuk tanggal hari ini.',
} as const;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const ROUTE_DOC = `tetes_mata (eye drop), tetes_hidung (nose drop), air_minum (drinking water), suntik (injection), spray, tusuk_sayap (wing web). Bad: 400 '${HEALTH_MSG.route}'`;

/** One row of a program in a POST/PUT body. */
export class ProgramRowBodyDto {
  @ApiPropertyOptional({ description: `An existing row of this program to keep (its vaccinations stay linked); absent: a new row. Another program's: 404 '${HEALTH_MSG.rowNotFound}'`, example: 4 })
  @IsOptional()
  @IsId(HEALTH_MSG.rowId)
  id?: number;

  @ApiProperty({ description: `Age of the birds in days since hatch (day of hatch = 0), 0–${MAX_AGE_DAYS}. Bad: 400 '${HEALTH_MSG.age}'`, example: 28 })
  @IsInteger({ min: 0, max: MAX_AGE_DAYS }, HEALTH_MSG.age)
  age_days: number;

  @ApiProperty({ description: `The disease vaccinated against, 1–120 characters. Missing: 400 '${HEALTH_MSG.disease}'`, example: 'ND-IB' })
  @Transform(trim)
  @IsText(120, { missing: HEALTH_MSG.disease, invalid: HEALTH_MSG.disease, max: HEALTH_MSG.diseaseMax }, { required: true })
  disease: string;

  @ApiPropertyOptional({ description: "The vaccine: an OVK stock item of the farm, or null until the farm links one. Not the farm's: 404 'Barang stok tidak ditemukan.'; not OVK: 422 naming the item.", type: Number, nullable: true, example: 12 })
  @IsOptional()
  @IsId(HEALTH_MSG.itemId)
  item_id?: number | null;

  @ApiProperty({ enum: VACCINE_ROUTES, description: ROUTE_DOC })
  @IsOneOf(VACCINE_ROUTES, HEALTH_MSG.route)
  route: VaccineRoute;

  @ApiPropertyOptional({ description: `Note (source, vaccine type, dose), up to 300 characters. Too long: 400 '${HEALTH_MSG.note}'`, type: String, nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsText(300, { max: HEALTH_MSG.note })
  note?: string | null;
}

/** Body of POST /api/health/programs and PUT /api/health/programs/{id}. */
export class ProgramBodyDto {
  @ApiProperty({ description: `Name, 1–120 characters, unique in the farm (any case). Missing: 400 '${HEALTH_MSG.name}'; taken: 409 '${HEALTH_MSG.nameTaken}'`, example: 'Program layer kandang A' })
  @Transform(trim)
  @IsText(120, { missing: HEALTH_MSG.name, invalid: HEALTH_MSG.name, max: HEALTH_MSG.nameMax }, { required: true })
  name: string;

  @ApiPropertyOptional({ description: `true: the farm's default program, followed by every flock (the previous default stops being it). false or absent: unchanged on PUT, not default on POST. Bad: 400 '${HEALTH_MSG.isDefault}'` })
  @IsOptional()
  @IsOneOf([true, false], HEALTH_MSG.isDefault)
  is_default?: boolean;

  @ApiProperty({ type: [ProgramRowBodyDto], description: `0–${MAX_PROGRAM_ROWS} rows. On PUT the rows replace the program's: a row with an id is kept and changed, a row left out is removed (422 when it has recorded vaccinations). Bad: 400 '${HEALTH_MSG.rows}'` })
  @Rule('rowCount', (v) => (Array.isArray(v) && v.length <= MAX_PROGRAM_ROWS ? null : HEALTH_MSG.rows))
  @IsNestedList(() => ProgramRowBodyDto, HEALTH_MSG.rows)
  rows: ProgramRowBodyDto[];
}

/** A program row as answered. */
export class ProgramRowDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Age in days since hatch' }) age_days: number;
  @ApiProperty() disease: string;
  @ApiProperty({ type: Number, nullable: true, description: 'The vaccine (OVK stock item), null until linked' }) item_id: number | null;
  @ApiProperty({ type: String, nullable: true, description: "The vaccine's name" }) item_name: string | null;
  @ApiProperty({ enum: VACCINE_ROUTES }) route: VaccineRoute;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
}

/** A vaccination program (GET /api/health/programs), rows by age. */
export class ProgramDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ description: "The farm's default program: every flock follows it" }) is_default: boolean;
  @ApiProperty({ description: 'Shipped from public examples: to adapt with the farm’s vet or vaccine supplier' }) is_example: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Sources of a shipped example (shown with the program)' }) source: string | null;
  @ApiProperty({ type: [ProgramRowDto] }) rows: ProgramRowDto[];
}

/** Query of GET /api/health/due. */
export class DueQueryDto {
  @ApiPropertyOptional({ description: `The day (YYYY-MM-DD); default the farm's today (Asia/Jakarta). ${READ_WINDOW_DOC}` })
  @IsOptional()
  @IsReadDate()
  date?: string;
}

/** One program row for a flock on the day. */
export class DueItemDto {
  @ApiProperty() program_row_id: number;
  @ApiProperty({ description: 'Age in days the program gives it at' }) age_days: number;
  @ApiProperty({ description: 'hatch date + age_days (YYYY-MM-DD)' }) due_date: string;
  @ApiProperty() disease: string;
  @ApiProperty({ type: Number, nullable: true }) item_id: number | null;
  @ApiProperty({ type: String, nullable: true }) item_name: string | null;
  @ApiProperty({ enum: VACCINE_ROUTES }) route: VaccineRoute;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({
    enum: DUE_STATUSES,
    description:
      'done: recorded for this flock; due: due_date is the day; overdue: 1–14 days late; missed: more than 14 days late; upcoming: later; before_arrival: its age is before the flock arrived (given by the hatchery or rearer)',
  })
  status: DueStatus;
  @ApiProperty({ type: Number, nullable: true, description: 'The vaccination that did it (done)' }) vaccination_id: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Its date (done)' }) vaccinated_on: string | null;
}

/** A flock (the birds of the last arrival in a bagian) and its program on the day. */
export class DueFlockDto {
  @ApiProperty() bagian_id: number;
  @ApiProperty({ description: "'Jalur / Bagian'" }) lokasi: string;
  @ApiProperty({ description: 'Birds in the bagian at the end of the day' }) populasi: number;
  @ApiProperty({ description: 'Day of the arrival (transaksi-ayam masuk)' }) arrival_date: string;
  @ApiProperty({ description: 'arrival_date − usia_minggu × 7 days' }) hatch_date: string;
  @ApiProperty({ description: 'Age on the day, days since hatch' }) age_days: number;
  @ApiProperty({ description: 'Whole weeks of age_days' }) age_weeks: number;
  @ApiProperty({ type: [DueItemDto] }) items: DueItemDto[];
}

/** GET /api/health/due: the program every flock follows and each flock's rows on the day. */
export class DueDto {
  @ApiProperty() date: string;
  @ApiProperty({ type: Number, nullable: true, description: "The farm's default program (null: none)" }) program_id: number | null;
  @ApiProperty({ type: String, nullable: true }) program_name: string | null;
  @ApiProperty({ type: [DueFlockDto], description: 'Bagian with birds on the day and an arrival, in coop order' }) flocks: DueFlockDto[];
}

/** Body of POST /api/health/vaccinations. */
export class VaccinationBodyDto {
  @ApiProperty({ description: `Day given. ${ENTRY_WINDOW_DOC} The abk: today only (403 '${HEALTH_MSG.abkToday}'). On or before the lock date: 422 'Periode sampai dd/mm/yyyy sudah ditutup.'` })
  @IsEntryDate({ missing: HEALTH_MSG.date, invalid: HEALTH_MSG.date })
  date: string;

  @ApiProperty({ description: `The bagian whose birds were vaccinated. Missing: 400 '${HEALTH_MSG.bagianId}'; not the farm's: 404 '${HEALTH_MSG.bagianNotFound}'; no birds that day: 422` })
  @IsId(HEALTH_MSG.bagianId)
  bagian_id: number;

  @ApiPropertyOptional({ description: `The program row it fulfils for the flock (of the default program). Unknown: 404 '${HEALTH_MSG.rowNotFound}'; already recorded for this flock: 409`, type: Number, nullable: true })
  @IsOptional()
  @IsId(HEALTH_MSG.rowId)
  program_row_id?: number | null;

  @ApiProperty({ description: `The vaccine: an active OVK stock item. Missing: 400 '${HEALTH_MSG.itemId}'; not the farm's: 404 'Barang stok tidak ditemukan.'; not OVK or inactive: 422; stock short: 422 'Stok … tidak cukup …'` })
  @IsId(HEALTH_MSG.itemId)
  item_id: number;

  @ApiProperty({ description: `Batch number on the vial, 1–40 characters. Missing: 400 '${HEALTH_MSG.batchNo}'`, example: 'ND2611A' })
  @Transform(trim)
  @IsText(40, { missing: HEALTH_MSG.batchNo, invalid: HEALTH_MSG.batchNo, max: HEALTH_MSG.batchNoMax }, { required: true })
  batch_no: string;

  @ApiProperty({ description: `Expiry date on the vial (YYYY-MM-DD). ${READ_WINDOW_DOC} Before the vaccination date: 422 'Vaksin … sudah kedaluwarsa …'` })
  @IsReadDate({ missing: HEALTH_MSG.expiry, invalid: HEALTH_MSG.expiry })
  expiry: string;

  @ApiProperty({ description: `Doses given, in the item's unit (dosis, botol, …), 0.001–${MAX_DOSES}, 3 decimals: taken out of OVK stock at the moving average. Bad: 400 '${HEALTH_MSG.doses}'`, example: 1000 })
  @IsDecimal({ min: 0.001, max: MAX_DOSES, decimals: 3 }, HEALTH_MSG.doses)
  doses: number;

  @ApiProperty({ enum: VACCINE_ROUTES, description: ROUTE_DOC })
  @IsOneOf(VACCINE_ROUTES, HEALTH_MSG.route)
  route: VaccineRoute;

  @ApiPropertyOptional({ description: `Note, up to 300 characters. Too long: 400 '${HEALTH_MSG.note}'`, type: String, nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsText(300, { max: HEALTH_MSG.note })
  note?: string | null;
}

/** A recorded vaccination. */
export class VaccinationDto {
  @ApiProperty() id: number;
  @ApiProperty() date: string;
  @ApiProperty() bagian_id: number;
  @ApiProperty({ type: Number, nullable: true }) program_row_id: number | null;
  @ApiProperty() item_id: number;
  @ApiProperty() item_name: string;
  @ApiProperty() batch_no: string;
  @ApiProperty() expiry: string;
  @ApiProperty({ type: String, example: '1000.000', description: "Doses, the item's unit (decimal string)" }) doses: string;
  @ApiProperty({ enum: VACCINE_ROUTES }) route: VaccineRoute;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ type: String, example: '250000.00', description: 'Value taken out of Persediaan OVK into Beban OVK at the moving average, rupiah' }) cost: string;
}
