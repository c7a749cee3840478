import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// How the terminal shows what stops a reader borrowing, the loan rules, class lists, the
/// promotion and the desk's scans.
extension TextReport {
    /// A reader card's warnings: readers sharing a phone, blocks with what lifts them, losses.
    func standing(_ reader: ReaderResource) -> [String] {
        var lines: [String] = []
        let shared = (reader.phoneSharedWith ?? []).map { other in
            other.name.map { "\($0) (\(texts.ticket) \(other.ticketNumber))" } ?? "\(texts.ticket) \(other.ticketNumber)"
        }
        if !shared.isEmpty { lines.append(texts.phoneAlsoOf(shared.joined(separator: ", "))) }
        let blocks = reader.blocks ?? []
        if !blocks.isEmpty {
            lines.append(texts.mayNotBorrowHeading)
            lines += blocks.map { "  " + block($0) }
        }
        let losses = reader.losses ?? []
        if !losses.isEmpty {
            lines.append(texts.lossesHeading(count: losses.count))
            lines += losses.map { "  " + loss($0) }
        }
        return lines
    }

    /// A block: why, and what lifts it (a block set by hand with its number, to remove it).
    func block(_ block: BlockResource) -> String {
        (block.id.map { "#\($0)  " } ?? "") + "\(block.message). \(block.remedy)"
    }

    /// A blocked reader and why.
    func blocked(_ blocked: BlockedReaderResource) -> String {
        "\(blocked.reader.ticketNumber)  \(fullName(blocked.reader))  " + blocked.blocks.map(\.message).joined(separator: "; ")
    }

    /// A loss: its number, the copy, who lost it, and how it was made good.
    func loss(_ loss: LossResource) -> String {
        var line = "#\(loss.id)  \(loss.inventoryNumber)  \(loss.title)  " + texts.lostSuffix(on: calendar.day(of: loss.recordedAt))
        if let ticket = loss.ticketNumber { line += " — \(texts.ticket) \(ticket)" }
        if let settlement = loss.settlement {
            let how = LossSettlementKind(rawValue: settlement.how)?.name.text(in: language) ?? settlement.how
            line += " — " + [how, settlement.amount ?? "", settlement.note].filter { !$0.isEmpty }.joined(separator: ", ")
        } else {
            line += " — " + texts.notMadeGood
        }
        if let replacement = loss.replacement { line += " — \(texts.acceptedInsteadNote) \(replacement)" }
        if let act = loss.writeOff { line += " — \(texts.writtenOffByActNote) \(act)" }
        return line
    }

    /// The library's terms and the rules over them, one a line.
    func rules(_ rules: LoanRulesResource) -> String {
        ([terms(rules.library)] + rules.rules.map(terms)).joined(separator: "\n")
    }

    /// One rule: its scope, then its terms.
    func terms(_ rule: LoanRuleResource) -> String {
        let scope = LoanRuleScope(category: rule.category.flatMap(ReaderCategory.init), kind: rule.kind.flatMap(DocumentKind.init(rawValue:)))
        let until = rule.until.map { "\(texts.lentUntil) \($0); " } ?? ""
        return "\(scope.name.text(in: language)): " + until + texts.loanTerms(days: rule.periodDays, loans: rule.maximumLoans,
                                                                             renewals: rule.maximumRenewals, readingRoom: rule.readingRoomOnly)
    }

    /// What a class list did or would do.
    func classList(_ report: ClassListReport) -> String {
        var lines = [report.dryRun ? texts.classListChecked(report.classes) : texts.classListStored(report.classes)]
        func pupils(_ heading: String, _ items: [ClassListReport.Pupil]) {
            guard !items.isEmpty else { return }
            lines.append(heading)
            lines += items.map { pupil in
                "  \(pupil.ticketNumber)  \(pupil.name)  \(pupil.schoolClass ?? "")"
                    + (pupil.changes ?? []).map { "  \($0.field): \($0.old.isEmpty ? "—" : $0.old) → \($0.new)" }.joined()
            }
        }
        pupils(texts.newPupilsHeading(report.new.count), report.new)
        pupils(texts.changedPupilsHeading(report.changed.count), report.changed)
        lines.append(texts.unchangedPupilsLine(report.unchanged))
        if report.forNextYear { lines.append(texts.classListForNextYearLine) }
        pupils(texts.missingPupilsHeading(report.missing.count), report.missing)
        lines += report.problems.map { texts.lineProblem($0.line, $0.message) }
        return lines.joined(separator: "\n")
    }

    /// What the promotion did or would do: the classes moving, then the leavers and what they hold.
    func promotion(_ result: PromotionResult) -> String {
        var lines = [result.dryRun ? texts.promotionChecked(lastGrade: result.lastGrade) : texts.promotionDone]
        if let previous = result.previousPromotionOn { lines.append(texts.previousPromotion(previous)) }
        var moves: [(from: String, to: String, count: Int)] = []
        for step in result.promoted {
            if let index = moves.firstIndex(where: { $0.from == step.from }) { moves[index].count += 1 } else {
                moves.append((step.from, step.to ?? "", 1))
            }
        }
        lines += moves.map { "  \($0.from) → \($0.to): \(texts.pupilsCount($0.count))" }
        lines.append(texts.leaversHeading(result.graduated.count))
        for leaver in result.graduated {
            let holding = leaver.holding ?? []
            lines.append("  \(leaver.ticketNumber)  \(leaver.name)  \(leaver.from)  " + texts.holdingCount(holding.count))
            lines += holding.map { "    " + loan($0, showReader: false) }
        }
        if !result.listedAhead.isEmpty {
            lines.append(texts.listedAheadHeading(result.listedAhead.count))
            lines += result.listedAhead.map { "  \($0.ticketNumber)  \($0.name)  \($0.from)" }
        }
        return lines.joined(separator: "\n")
    }

    /// A scan at the desk: what happened, and the reader at the desk.
    func deskScan(_ result: DeskScanResult) -> String {
        var lines = [result.message]
        if let reader = result.reader, result.outcome == "reader" {
            lines.append("  " + row(reader))
            lines += standing(reader).map { "  " + $0 }
            lines += (reader.loans ?? []).map { "    " + loan($0, showReader: false) }
        }
        // A name that fits several readers: each with their ticket, to scan or type next.
        lines += (result.readersFound ?? []).map { found in
            "  \(found.ticketNumber)  \(found.name ?? "")" + (found.schoolClass.map { ", \($0)" } ?? "")
        }
        return lines.joined(separator: "\n")
    }
}
