import { NumberInput, type NumberInputProps } from '../../components/NumberInput';

export type AmountFieldProps = Omit<NumberInputProps, 'mode' | 'decimals'>;

/**
 * A rupiah amount of a journal, on the app's one number input (issue #11): dots group thousands
 * as they are typed ('150.000'), a comma starts at most two decimals ('1.500,25').
 */
export function AmountField(props: AmountFieldProps) {
  return <NumberInput {...props} mode="decimal" decimals={2} />;
}
