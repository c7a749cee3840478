import KartotekaCore
import KartotekaWire

/// The texts of the self-service catalogue: the readers' sign-in, their own page, the public
/// book page, and the reader card's section on how a reader signs in.
protocol MyPageTexts: Sendable {
    var mySignInTitle: String { get }
    var myMayNotBorrow: String { get }
    func myTooManyAttempts(retryAfterSeconds seconds: Int) -> String
    var myPasswordOrCode: String { get }
    var myCodeHint: String { get }
    var mySendCode: String { get }
    var myCodeSentIfAllowed: String { get }
    var myAccountTitle: String { get }
    var myShowHistory: String { get }
    var setAsideForAHold: String { get }
    var qrToShare: String { get }
    var signInToReserve: String { get }
    var yourHold: String { get }
    var selfServiceHeading: String { get }
    var readerHasPassword: String { get }
    var readerHasNoPassword: String { get }
    var readerCodesOn: String { get }
    var readerSignInLockedNow: String { get }
    var newReaderPassword: String { get }
    var removeReaderPassword: String { get }
    var readerCodesByEmail: String { get }
    var unlockReaderSignIn: String { get }
    func onLoanUntil(_ day: String) -> String
    func copiesHeading(_ count: Int) -> String
    func readersWaiting(_ count: Int) -> String
}
