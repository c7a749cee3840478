import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

extension DeskOutcome {
    /// What the desk says about the scan; the reader a copy came from shown as `disclosure` says.
    public func message(disclosure: HolderDisclosure) -> Bilingual {
        switch self {
        case .reader(let details):
            let reader = details.record.reader
            return Bilingual { $0.deskReaderAtDesk(reader.fullName, ticket: reader.ticketNumber) }
        case .lent(let loan, _):
            return Bilingual { $0.deskLent(loan.loan.inventoryNumber, title: loan.titleDescription, due: loan.loan.dueOn) }
        case .returned(let returned, _):
            let loan = returned.loan
            let holder = loan.holder.map { disclosure == .contact ? "\($0.shortName) (\($0.ticketNumber))" : $0.ticketNumber.rawValue } ?? "—"
            let back = Bilingual { $0.deskReturned(loan.loan.inventoryNumber, title: loan.titleDescription, from: holder) }
            if let hold = returned.setAsideFor { return Bilingual.joined([back, hold.setAsideMessage(disclosure: disclosure)]) }
            return returned.travelsTo.map { branch in Bilingual.joined([back, Bilingual { $0.deskTravelsTo(branch) }]) } ?? back
        case .renewed(let loan, _):
            return Bilingual { $0.deskRenewed(loan.loan.inventoryNumber, due: loan.loan.dueOn) }
        case .refused(let refusal, _):
            return refusal.message
        case .unknown(let text, _, let found):
            return found.isEmpty ? Bilingual { $0.deskUnknownCode(text) } : Bilingual { $0.deskReadersNamed(text, count: found.count) }
        }
    }

    /// The outcome as the API answers it, in `language`, as of `today`.
    public func result(language: Language, today: Day, disclosure: HolderDisclosure) -> DeskScanResult {
        var returnedFrom: ReaderReference?
        var setAside: HoldResource?
        if case .returned(let returned, _) = self {
            if let holder = returned.loan.holder {
                returnedFrom = ReaderReference(ticketNumber: holder.ticketNumber.rawValue, name: disclosure == .contact ? holder.shortName : nil)
            }
            setAside = returned.setAsideFor.map { HoldResource($0, language: language, reader: disclosure) }
        }
        var found: [ReaderReference]?
        if case .unknown(_, _, let readers) = self, !readers.isEmpty {
            found = readers.map { ReaderReference($0.record) }
        }
        var result = DeskScanResult(outcome: name, message: message(disclosure: disclosure).text(in: language),
                                    loan: loan.map { LoanResource($0, today: today, holder: disclosure) }, returnedFrom: returnedFrom,
                                    reader: reader.map { ReaderResource($0, today: today, language: language, others: disclosure) },
                                    setAsideFor: setAside, readersFound: found)
        if case .refused(let refusal, _) = self { result.refusal = refusal.code }
        return result
    }
}

extension HoldRecord {
    /// What the desk does with a copy a hold took as it came back: onto the hold shelf for the
    /// reader until the deadline, or off to the pickup branch.
    public func setAsideMessage(disclosure: HolderDisclosure) -> Bilingual {
        let reader = disclosure == .contact ? "\(readerName) (\(ticketNumber))" : ticketNumber.rawValue
        return state == .waiting ? Bilingual { $0.deskPutOnHoldShelf(for: reader, until: pickupBy) }
            : Bilingual { $0.deskSendForHold(to: pickupBranch, for: reader) }
    }
}
