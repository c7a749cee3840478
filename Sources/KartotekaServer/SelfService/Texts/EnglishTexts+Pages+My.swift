import KartotekaCore
import KartotekaWire

extension EnglishTexts: MyPageTexts {
    var mySignInTitle: String { "Reader's sign-in" }
    var myMayNotBorrow: String { "You cannot borrow books for now" }
    func myTooManyAttempts(retryAfterSeconds seconds: Int) -> String {
        "Too many tries with this ticket, or a code asked for again too soon. Try again in "
            + (seconds < 60 ? "\(seconds) s." : "\((seconds + 59) / 60) min.")
    }
    var myPasswordOrCode: String { "Password or code from the e-mail" }
    var myCodeHint: String { "No password? Get a one-time code by e-mail (if the librarian has turned codes on for your ticket)." }
    var mySendCode: String { "Send me a code" }
    var myCodeSentIfAllowed: String {
        "If this ticket may sign in with codes, a code is on its way to its e-mail address. It is valid for 15 minutes."
    }
    var myAccountTitle: String { "My books" }
    var myShowHistory: String { "Show the books I have returned on this page" }
    var setAsideForAHold: String { "set aside for a reader's hold" }
    var qrToShare: String { "The book's card as a QR code, to share" }
    var signInToReserve: String { "Sign in with your reader's ticket to reserve this book" }
    var yourHold: String { "Your hold" }
    var selfServiceHeading: String { "Sign-in to the catalogue (/my)" }
    var readerHasPassword: String { "a password is set" }
    var readerHasNoPassword: String { "no password" }
    var readerCodesOn: String { "codes by e-mail on" }
    var readerSignInLockedNow: String { "locked after wrong codes" }
    var newReaderPassword: String { "New password (at least 6 characters)" }
    var removeReaderPassword: String { "Remove the password" }
    var readerCodesByEmail: String { "One-time codes by e-mail" }
    var unlockReaderSignIn: String { "Unlock sign-in now" }
    func onLoanUntil(_ day: String) -> String { "on loan until \(day)" }
    func copiesHeading(_ count: Int) -> String { "Copies (\(count))" }
    func readersWaiting(_ count: Int) -> String {
        count == 0 ? "Nobody is waiting for it." : "\(count) \(plural(count, "reader is", "readers are")) waiting for it."
    }
}
