export {
  PHONE_BOOK_LIMITS,
  readOnePhoneBookPerson,
  readPhoneBookAddress,
  readPhoneBookList,
  readPhoneBookPerson,
  type PhoneBookAddress,
  type PhoneBookPerson,
} from './read.ts';
export {
  addPhoneBookAddress,
  createPhoneBookPerson,
  deletePhoneBookAddress,
  deletePhoneBookPerson,
  phoneBookKeys,
  searchPhoneBook,
  updatePhoneBookAddress,
  updatePhoneBookPerson,
  usePhoneBook,
  usePhoneBookPerson,
  type PhoneBookAddressDraft,
  type PhoneBookContext,
  type PhoneBookPersonDraft,
} from './phoneBook.ts';
