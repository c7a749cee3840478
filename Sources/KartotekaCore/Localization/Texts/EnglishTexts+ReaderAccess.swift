extension EnglishTexts: ReaderAccessTexts {
    var readerSignInFailed: String {
        "The ticket number and the password (or code) do not match. Check them; if it still fails, ask the librarian."
    }
    var readerCodeExpired: String { "The code has expired: it is valid for 15 minutes. Ask for a new one." }
    func readerSignInLocked(_ ticket: TicketNumber, minutes: Int) -> String {
        "Signing in with ticket \(ticket) is locked for \(minutes) more \(plural(minutes, "minute", "minutes")): a wrong code was typed ten times in a row. "
            + "Then ask for a new code, or ask the librarian, who can unlock it at once."
    }
    func readerPasswordTooShort(_ minimum: Int) -> String { "A reader's password has at least \(minimum) characters." }
    func readerCodesNeedEmail(_ ticket: TicketNumber) -> String {
        "Reader \(ticket) has no e-mail address, so sign-in codes have nowhere to go. Add an e-mail address on the reader's card, or set a password."
    }
    var readerSignInRequired: String { "Sign in with your reader's ticket number." }
    var readerCodeSubject: String { "Your library sign-in code" }
    func readerCodeBody(_ code: String, ticket: TicketNumber, minutes: Int, library: String) -> String {
        """
        Your code for signing in to your reader's account (ticket \(ticket)): \(code)

        The code is valid for \(minutes) minutes. If you did not ask for it, there is nothing to do.

        \(library)
        """
    }
}
