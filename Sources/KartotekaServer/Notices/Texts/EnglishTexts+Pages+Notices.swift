import KartotekaCore
import KartotekaWire

extension EnglishTexts: NoticePageTexts {
    var notices: String { "Notices" }
    var noticesTileNote: String { "reminders to readers by e-mail, lists and letters to print" }
    var noticeInterrupted: String { "interrupted: may have been sent" }
    var sendAgain: String { "Send again" }
    var allNotices: String { "all" }
    var whenNoticesGo: String { "When notices go" }
    var noticeDaysBeforeDueField: String { "Reminder, days before the due day" }
    var noticeOverdueDaysField: String { "Overdue reminders, days after the due day" }
    var noticeOverdueDaysHint: String { "Up to three numbers from 1 to 365, ascending, such as 1, 7, 14; empty: none." }
    var noticeSendHourField: String { "Hour the server sends them each day" }
    var noticeSendHourHint: String { "0 to 23; empty: only by hand (this page, or kartoteka notices send)." }
    var noticeLanguageField: String { "Language of the notices" }
    var noticeTemplates: String { "Templates" }
    var sendNoticesNow: String { "Send notices now" }
    var printableNoticeLists: String { "Lists by class" }
    var overdueLetters: String { "Overdue letters" }
    var noticesRecorded: String { "Notices" }
    var noNotices: String { "No notices yet." }
    var noticeDaysRule: String { "Give a whole number of days from 0 to 365." }
    var noticeHourRule: String { "Give an hour from 0 to 23, or leave it empty." }
    var putTemplateBack: String { "Put back the standard wording" }
    var noticeSubjectField: String { "Subject" }
    var noticeBodyField: String { "Text" }
    var schoolLeavers: String { "School leavers" }
    var notInAClass: String { "Not in a class" }
    var dueSoonHeading: String { "Due soon" }
    var nothingToTell: String { "Nothing to tell readers without e-mail." }
    var overdueLetterOpening: String { "The library's books below are past their due day. Please bring them back, or come to renew them." }
    var overdueLetterClosing: String { "Thank you. Your library." }
    var overdueLetterOpeningForParents: String {
        "Dear parents, the library's books below are past their due day. Please help your child bring them back, or come to renew them."
    }
    func overdueLetterToParents(schoolClass: String) -> String { "To the parents (guardians) of a pupil of class \(schoolClass)" }
    var overdueLetterThanks: String { "Thank you." }
    func librarianOf(_ library: String) -> String { "The librarian, \(library) ____________" }
    func overdueLetterPupil(_ name: String, ticket: String) -> String { "Reader: \(name), ticket \(ticket)" }
    var noticesRanMessage: String { "Notices recorded and sent; how each went is in the list." }
    var noticeQueuedMessage: String { "The notice goes again with the next run." }
    func classList(_ schoolClass: String) -> String { "Class \(schoolClass)" }
    func overdueLetterTo(_ name: String, schoolClass: String?) -> String {
        "To \(name)" + (schoolClass.map { ", class \($0)" } ?? "")
    }
}
