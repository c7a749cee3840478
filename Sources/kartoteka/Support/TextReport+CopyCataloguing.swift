import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

extension TextReport {
    /// A copy-cataloguing target on one line: its id, name, address, format and character set,
    /// whether it is searched, its user and whether a password is kept (never the password).
    func target(_ target: CopyCataloguingTargetResource) -> String {
        let texts = language.commandTexts
        let format = MARCFormat(rawValue: target.format)?.name ?? target.format
        let characterSet = TargetCharacterSet(rawValue: target.characterSet)?.name ?? target.characterSet
        var parts = ["#\(target.id) \(target.name)", target.address, "\(format), \(characterSet)",
                     texts.targetTimeoutMark(target.timeoutSeconds), target.enabled ? texts.targetEnabledMark : texts.targetDisabledMark]
        if !target.user.isEmpty { parts.append(texts.targetUserMark(target.user)) }
        if target.hasPassword { parts.append(texts.targetPasswordMark) }
        return parts.joined(separator: " · ")
    }

    /// A search's answer: what each catalogue did, then each edition with each catalogue's record.
    func copyCataloguing(_ result: CopyCataloguingSearchResult) -> String {
        let texts = language.commandTexts
        var lines = result.targets.map { outcome in
            if let failure = outcome.failure { return failure.message }
            let unread = outcome.undecodable > 0 ? "; " + texts.recordsNotReadMark(outcome.undecodable) : ""
            return "\(outcome.target): " + texts.targetFoundMark(found: outcome.found, shown: outcome.received) + unread
        }
        lines.append(result.editions.isEmpty ? texts.copycatNothingFound : texts.copycatEditionsFound(result.editions.count))
        for (number, edition) in result.editions.enumerated() {
            guard let first = edition.candidates.first?.draft else { continue }
            let author = [first.authorSurname, first.authorInitials].filter { !$0.isEmpty }.joined(separator: " ")
            var heading = [first.title, author, first.year, edition.isbn.map { "ISBN \($0)" } ?? ""].filter { !$0.isEmpty }
            if let id = edition.cataloguedTitleId { heading.append(texts.alreadyCataloguedMark(id)) }
            lines.append("\(number + 1). " + heading.joined(separator: " · "))
            for candidate in edition.candidates {
                let draft = candidate.draft
                let imprint = [draft.publisher, draft.city, draft.year].filter { !$0.isEmpty }.joined(separator: ", ")
                let classes = [(texts.pages, draft.pages), (texts.bbk, draft.bbk), (texts.udc, draft.udc), (texts.authorSign, draft.authorSign)]
                    .filter { !$0.1.isEmpty }.map { "\($0.0) \($0.1)" }
                let format = MARCFormat(rawValue: candidate.format)?.name ?? candidate.format
                let id = candidate.recordId.isEmpty ? "—" : candidate.recordId
                lines.append("   \(candidate.target) [\(format)] --id \(id): " + ([imprint] + classes).filter { !$0.isEmpty }.joined(separator: " · "))
            }
        }
        return lines.joined(separator: "\n")
    }
}
