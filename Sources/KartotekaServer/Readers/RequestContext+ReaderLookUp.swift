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
        try countLookUp(ticket, by: account)
        return try run(OpenReaderCard(ticket)).seenAtTheDesk
    }

    /// What the desk did, as this account may see it: for a circulation helper a reader brought
    /// up counts as a card opened (within ``ReaderLookUps``' limits, else 429) and every reader
    /// shows as the desk sees them (``ReaderDetails/seenAtTheDesk``).
    func deskView(_ outcome: DeskOutcome) throws -> DeskOutcome {
        guard let account = principal?.account, !account.may(.browseReaders) else { return outcome }
        if case .reader(let reader) = outcome { try countLookUp(reader.record.reader.ticketNumber, by: account) }
        return outcome.showingReaders(\.seenAtTheDesk)
    }

    /// Counts a card a helper opens against the look-ups' limits (429 past them); a run of
    /// consecutive tickets is noted in the audit log, whether or not they belong to readers: a
    /// walk tries them all.
    private func countLookUp(_ ticket: TicketNumber, by account: Account) throws {
        switch services.readerLookUps.lookUp(ticket, by: account.username, now: services.clock.now()) {
        case .wait(let seconds):
            throw AccountError.tooManyLookUps(retryAfterSeconds: seconds)
        case .allowed(let walk):
            if let walk { _ = try run(RecordLookUpWalk(from: walk.first, to: walk.last, count: walk.count)) }
        }
    }
}

extension ReaderDetails {
    /// What the desk needs of a reader: who they are, what they hold, why they may not borrow —
    /// without where they live, when they were born, where they work, what they read before, and
    /// the identity document of the parent who signed their consent.
    var seenAtTheDesk: ReaderDetails {
        var details = self
        details.record.reader.address = PostalAddress()
        details.record.reader.birth = nil
        details.record.reader.workplace = ""
        details.history = []
        details.consent?.representativeDocument = ""
        return details
    }
}
