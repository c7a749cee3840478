import KartotekaCore
import KartotekaUseCases

extension RequestContext {
    /// A reader's card as this account may see it. An account that may not browse readers (a
    /// circulation helper) gets it within ``ReaderLookUps``' limits (else 429), without the
    /// address, birth date, workplace and past loans; a run of consecutive tickets it opens is
    /// noted in the audit log.
    /// Each card opened is noted in the log of access to readers' personal data (``OpenReaderCard``).
    func readerCard(_ ticket: TicketNumber) throws -> ReaderDetails {
        guard let account = principal?.account, !account.may(.browseReaders) else {
            return try run(OpenReaderCard(ticket))
        }
        switch services.readerLookUps.lookUp(ticket, by: account.username, now: services.clock.now()) {
        case .wait(let seconds):
            throw AccountError.tooManyLookUps(retryAfterSeconds: seconds)
        case .allowed(let walk):
            // Noted whether or not the tickets belong to readers: a walk tries them all.
            if let walk { _ = try run(RecordLookUpWalk(from: walk.first, to: walk.last, count: walk.count)) }
            return try run(OpenReaderCard(ticket)).seenAtTheDesk
        }
    }
}

extension ReaderDetails {
    /// What the desk needs of a reader: who they are, what they hold, why they may not borrow —
    /// without where they live, when they were born, where they work, and what they read before.
    var seenAtTheDesk: ReaderDetails {
        var details = self
        details.record.reader.address = PostalAddress()
        details.record.reader.birth = nil
        details.record.reader.workplace = ""
        details.history = []
        return details
    }
}
