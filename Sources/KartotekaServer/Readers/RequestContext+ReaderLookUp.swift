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

    /// Before the desk acts on a request naming `serving` as the reader at the desk: for a
    /// circulation helper that ticket, unless it is the reader this account brought up last, is a
    /// card opened — counted within ``ReaderLookUps``' limits (429 past them, before anything is
    /// done), whether or not it is a reader's. Returns whether it was counted, for ``deskView(_:counted:)``.
    func countDeskServing(_ serving: TicketNumber?) throws -> Bool {
        guard let serving, let account = principal?.account, !account.may(.browseReaders),
              !services.readerLookUps.isLastLookedUp(serving, by: account.username) else { return false }
        try countLookUp(serving, by: account)
        return true
    }

    /// What the desk did, as this account may see it: for a circulation helper a reader brought
    /// up counts as a card opened (within ``ReaderLookUps``' limits, else 429), the reader at the
    /// desk whose ticket was `counted` (``countDeskServing(_:)``) is noted in the access log, and
    /// every reader shows as the desk sees them (``ReaderDetails/seenAtTheDesk``).
    func deskView(_ outcome: DeskOutcome, counted: Bool) throws -> DeskOutcome {
        guard let account = principal?.account, !account.may(.browseReaders) else { return outcome }
        if case .reader(let reader) = outcome {
            try countLookUp(reader.record.reader.ticketNumber, by: account)
        } else if let reader = outcome.reader {
            _ = try deskReader(reader, counted: counted)
        }
        return outcome.showingReaders(\.seenAtTheDesk)
    }

    /// The reader at the desk as this account may see them: for a circulation helper, as the desk
    /// sees them, and noted in the access log when their ticket was `counted`.
    func deskReader(_ details: ReaderDetails, counted: Bool) throws -> ReaderDetails {
        guard let account = principal?.account, !account.may(.browseReaders) else { return details }
        if counted { try run(LogReaderDataAccess(details.record.reader.ticketNumber.rawValue, .view)) }
        return details.seenAtTheDesk
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
    /// without where they live, when they were born, where they work, what they read before (the
    /// books lost and made good among it), and the identity document of the parent who signed
    /// their consent.
    var seenAtTheDesk: ReaderDetails {
        var details = self
        details.record.reader.address = PostalAddress()
        details.record.reader.birth = nil
        details.record.reader.workplace = ""
        details.history = []
        details.losses = details.losses.filter { !$0.isSettled }
        details.consent?.representativeDocument = ""
        return details
    }
}
