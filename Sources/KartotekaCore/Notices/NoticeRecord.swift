import Foundation

/// A notice to a reader: recorded, with its words, before it is sent, and kept with how sending
/// went. A notice claimed for sending whose run never said how it went (the server stopped in
/// the middle) is *interrupted*: it may have reached the reader, so it is never sent again by
/// itself — a librarian may send it again.
public struct NoticeRecord: Sendable, Hashable {
    /// The notice's id.
    public let id: NoticeID
    /// What it is about.
    public var kind: NoticeKind
    /// The reader, until deleted or anonymised.
    public var ticketNumber: TicketNumber?
    /// `Иванов И. И.`, until deleted or anonymised.
    public var readerName: String?
    /// The e-mail address it goes to.
    public var recipient: String
    /// The language it is written in.
    public var language: Language
    /// The e-mail's subject.
    public var subject: String
    /// The e-mail's text.
    public var body: String
    /// Where it stands.
    public var state: NoticeState
    /// How many times sending was tried.
    public var attempts: Int
    /// Why the last attempt failed (the mail server's answer, in the library's words).
    public var lastError: String
    /// When it was recorded.
    public var createdAt: Date
    /// When it is tried (again) by itself; `nil`: not by itself any more.
    public var nextAttemptAt: Date?
    /// When the last attempt started.
    public var sendingAt: Date?
    /// When it was sent.
    public var sentAt: Date?

    /// How long a run may take to say how a send went before the notice counts as interrupted.
    public static let interruptedAfter: TimeInterval = 600

    /// Creates a record.
    public init(id: NoticeID, kind: NoticeKind, ticketNumber: TicketNumber?, readerName: String?, recipient: String, language: Language,
                subject: String, body: String, state: NoticeState, attempts: Int, lastError: String, createdAt: Date,
                nextAttemptAt: Date?, sendingAt: Date?, sentAt: Date?) {
        self.id = id
        self.kind = kind
        self.ticketNumber = ticketNumber
        self.readerName = readerName
        self.recipient = recipient
        self.language = language
        self.subject = subject
        self.body = body
        self.state = state
        self.attempts = attempts
        self.lastError = lastError
        self.createdAt = createdAt
        self.nextAttemptAt = nextAttemptAt
        self.sendingAt = sendingAt
        self.sentAt = sentAt
    }

    /// Whether a run claimed it and never said how sending went.
    public func isInterrupted(now: Date) -> Bool {
        state == .sending && (sendingAt.map { now.timeIntervalSince($0) > Self.interruptedAfter } ?? true)
    }

    /// The Message-ID it is sent with: the same on every attempt, so a mail system that got it
    /// once can tell a second copy sent by hand (the time it was made keeps it apart from another
    /// library's notice of the same number).
    public var messageID: String { "notice-\(id).\(Int64(createdAt.timeIntervalSince1970))@kartoteka" }
}

/// Which notices to list, newest first.
public struct NoticeQuery: Sendable, Hashable {
    /// Only those in this state.
    public var state: NoticeState?
    /// Only this reader's.
    public var ticketNumber: TicketNumber?
    /// The slice.
    public var page: PageRequest

    /// Creates a query.
    public init(state: NoticeState? = nil, ticketNumber: TicketNumber? = nil, page: PageRequest = PageRequest()) {
        self.state = state
        self.ticketNumber = ticketNumber
        self.page = page
    }
}
