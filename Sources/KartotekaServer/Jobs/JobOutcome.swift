import KartotekaCore
import KartotekaExchange
import KartotekaWire

/// What a finished background job leaves for its page to show.
enum JobOutcome: Sendable {
    /// An import's report, for the file of this name.
    case imported(ImportReport, fileName: String)
    /// An export to download from the job's page.
    case file(ExportFile)
    /// An export e-mailed: its file name, records and recipient, the problems that left records
    /// out; the link downloads the same file.
    case mailed(fileName: String, recordCount: Int, recipient: String, download: String, leftOut: [IRBISDiagnostic])
    /// A class list checked or brought in: what it did, whether it was stored, the list's text
    /// (to carry on to storing it) and the class of rows that name none.
    case classList(ClassListChanges, applied: Bool, text: String, schoolClass: SchoolClass?)
    /// Done; the page to go on to (with its notice).
    case redirect(String)
}

/// What a job is doing, for its page.
enum JobKind: Sendable {
    case importing, exporting, mailing, backingUp

    /// What the page says while it runs.
    var working: Bilingual {
        switch self {
        case .importing: Bilingual { $0.loadingTheFile }
        case .exporting: Bilingual { $0.preparingTheExport }
        case .mailing: Bilingual { $0.preparingAndSending }
        case .backingUp: Bilingual { $0.makingABackup }
        }
    }

    /// What an unexpected failure of this kind of work is shown as, when the kind says more than
    /// "internal error" (a backup that cannot be written: the folder, the disk).
    var failure: ServerFailure? {
        switch self {
        case .backingUp: .backup
        case .mailing: .mail
        case .importing, .exporting: nil
        }
    }
}

/// How far a job has got: `done` of `total` (when the total is known).
struct JobProgress: Sendable, Hashable {
    var done: Int
    var total: Int?
}

/// Where a job is, as its page sees it.
enum JobState: Sendable {
    case queued
    case running(JobProgress)
    case finished(JobOutcome)
    /// Failed: the message to show (a known failure's own, or one without details), and whether
    /// the details went to the log under the job's id.
    case failed(Bilingual, logged: Bool, download: String?)
}
