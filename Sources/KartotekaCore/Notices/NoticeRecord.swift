import Foundation

extension NoticeRecord {
    /// How long a run may take to say how a send went before the notice counts as interrupted.
    public static let interruptedAfter: TimeInterval = 600

    /// Whether a run claimed it and never said how sending went.
    public func isInterrupted(now: Date) -> Bool {
        state == .sending && (sendingAt.map { now.timeIntervalSince($0) > Self.interruptedAfter } ?? true)
    }

    /// The Message-ID it is sent with: the same on every attempt, so a mail system that got it
    /// once can tell a second copy sent by hand (the time it was made keeps it apart from another
    /// library's notice of the same number).
    public var messageID: String { "notice-\(id).\(Int64(createdAt.timeIntervalSince1970))@kartoteka" }
}

