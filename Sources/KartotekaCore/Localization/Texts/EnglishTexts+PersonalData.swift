extension EnglishTexts: PersonalDataTexts {
    var consentByReader: String { "the reader" }
    var consentByRepresentative: String { "a parent (legal representative)" }
    func consentRepresentativeNeeded(age: Int) -> String {
        "The reader is \(age): under 14 a parent or legal representative signs the consent — give their name, document and relation."
    }
    var representativeNameNeeded: String { "Give the parent's or legal representative's full name." }
    func destructionActNotFound(_ id: Int64) -> String { "There is no act of destruction of personal data № \(id)." }
    var readerDataViewed: String { "card viewed" }
    var readerDataChanged: String { "changed" }
    var readerDataExported: String { "exported" }
    var readerDataConsent: String { "consent recorded" }
    var readerDataDeleted: String { "deleted" }
    var categoryName: String { "surname, first name, patronymic" }
    var categoryBirth: String { "birth date, gender" }
    var categoryAddress: String { "address" }
    var categoryContacts: String { "phones and e-mail addresses (the reader's and parents')" }
    var categoryWorkplace: String { "place of work or study, class" }
    var categoryConsent: String { "the consent and the legal representative" }
    var categoryLoans: String { "the books lent, holds and notices" }
    func reasonLastLoan(years: Int) -> String { "retention term over: \(years) year(s) after the last loan or registration" }
    func reasonLeftSchool(months: Int) -> String { "retention term over: \(months) month(s) after leaving school" }
    func reasonLoans(days: Int) -> String { "loans returned more than \(days) days ago anonymised" }
    func reasonLoansBefore(_ day: Day) -> String { "loans returned before \(day.isoText) anonymised" }
    var reasonDeletedByHand: String { "the reader deleted by hand (at their request, on withdrawing consent, or on leaving)" }
    var destructionMethod: String { "deletion of the records from the information system's database (automated processing)" }
    var informationSystem: String { "the library system Kartoteka" }
    var eventReaderDeleted: String { "reader's personal data deleted" }
    func detailLastLoan(_ since: Day) -> String { "term after the last loan ran out (last loan or registration \(since.isoText))" }
    func detailLeftSchool(_ since: Day) -> String { "term after leaving school ran out (left \(since.isoText))" }
    var detailByHand: String { "deleted by hand" }
    var detailAllReaders: String { "all readers" }
    var detailWithoutConsent: String { "the readers without consent" }
    func detailChangedSince(_ day: Day) -> String { "readers changed since \(day.isoText)" }
    var eventLoansAnonymised: String { "loans anonymised" }
    var whenHeading: String { "Date and time" }
    var whoHeading: String { "Account" }
    var eventHeading: String { "Event" }
    var ticketHeading: String { "Ticket" }
    var detailHeading: String { "Detail" }
    var scheduleOrCommandLine: String { "the system (schedule or command line)" }
    var actOperatorLabel: String { "Operator" }
    var actOperatorAddressLabel: String { "Operator's address" }
    var actSystemLabel: String { "Information system" }
    var actWhoseLabel: String { "Whose data (readers)" }
    var actLoansLabel: String { "Loans anonymised" }
    var actCategoriesLabel: String { "Categories of data" }
    var actReasonLabel: String { "Reason" }
    var actMethodLabel: String { "Method" }
    var actWhenLabel: String { "When" }
}
