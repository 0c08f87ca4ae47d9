/** The profile forms' lists (hobbies, languages, regions, occupations, ranges) and the development mailbox. */
import './endpoints';
import './queries';
