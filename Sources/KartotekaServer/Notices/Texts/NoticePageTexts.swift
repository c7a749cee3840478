import KartotekaCore
import KartotekaWire

/// The texts of the Notices pages: the list, the settings, the templates, the printed lists and
/// the overdue letters.
protocol NoticePageTexts: Sendable {
    var notices: String { get }
    var noticesTileNote: String { get }
    var noticeInterrupted: String { get }
    var sendAgain: String { get }
    var allNotices: String { get }
    var whenNoticesGo: String { get }
    var noticeDaysBeforeDueField: String { get }
    var noticeOverdueDaysField: String { get }
    var noticeOverdueDaysHint: String { get }
    var noticeSendHourField: String { get }
    var noticeSendHourHint: String { get }
    var noticeLanguageField: String { get }
    var noticeTemplates: String { get }
    var sendNoticesNow: String { get }
    var printableNoticeLists: String { get }
    var overdueLetters: String { get }
    var noticesRecorded: String { get }
    var noNotices: String { get }
    var noticeDaysRule: String { get }
    var noticeHourRule: String { get }
    var putTemplateBack: String { get }
    var noticeSubjectField: String { get }
    var noticeBodyField: String { get }
    var schoolLeavers: String { get }
    var notInAClass: String { get }
    var dueSoonHeading: String { get }
    var nothingToTell: String { get }
    var overdueLetterOpening: String { get }
    var overdueLetterClosing: String { get }
    var noticesRanMessage: String { get }
    var noticeQueuedMessage: String { get }
    func classList(_ schoolClass: String) -> String
    func overdueLetterTo(_ name: String, schoolClass: String?) -> String
    func overdueLetterToParents(schoolClass: String) -> String
    func overdueLetterPupil(_ name: String, ticket: String) -> String
    var overdueLetterOpeningForParents: String { get }
    var overdueLetterThanks: String { get }
    func librarianOf(_ library: String) -> String
}
