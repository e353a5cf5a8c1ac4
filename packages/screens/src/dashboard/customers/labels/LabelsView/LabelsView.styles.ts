export { Actions, Count, Hint, Name, Row, Rows } from '../../shared/definitionRows.styles';
