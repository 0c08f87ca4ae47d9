/** The encounter screen: members to meet, filtered upstream. */
import './endpoints';
import './queries';
