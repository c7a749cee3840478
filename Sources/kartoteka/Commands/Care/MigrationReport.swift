import KartotekaCore
import KartotekaStore

/// What `kartoteka migrate` tells: for each table, the rows and checksum of the source and of the
/// copy, and whether they match.
struct MigrationReport: Encodable {
    /// One table's line.
    struct Table: Encodable {
        let table: String
        let sourceRows: Int
        let copiedRows: Int
        let sourceChecksum: String
        let copyChecksum: String
        /// Whether the copy has the source's rows: as many, and the same checksum.
        let matches: Bool
    }

    /// The source, as messages name it.
    let from: String
    /// The target, as messages name it.
    let to: String
    /// Every table, in copying order.
    let tables: [Table]

    /// The report of a copy from the checksums of both sides.
    init(from: String, to: String, source: TableChecksums, copy: TableChecksums) {
        self.from = from
        self.to = to
        tables = StoredTable.all.map { table in
            let (sourceRows, sourceChecksum) = source.summary(of: table)
            let (copiedRows, copyChecksum) = copy.summary(of: table)
            return Table(table: table.name, sourceRows: sourceRows, copiedRows: copiedRows, sourceChecksum: sourceChecksum,
                         copyChecksum: copyChecksum, matches: sourceRows == copiedRows && sourceChecksum == copyChecksum)
        }
    }

    /// The tables whose copy differs from the source.
    var differing: [String] {
        tables.filter { !$0.matches }.map(\.table)
    }

    /// The report as a table for the terminal: the checksums' first 16 digits (`--json` has them whole).
    func text(_ context: CommandContext) -> String {
        let texts = context.texts
        let header = [texts.tableColumn, texts.sourceRowsColumn, texts.copiedRowsColumn, texts.sourceChecksumColumn, texts.copyChecksumColumn, ""]
        let rows = tables.map { table in
            [table.table, String(table.sourceRows), String(table.copiedRows), String(table.sourceChecksum.prefix(16)),
             String(table.copyChecksum.prefix(16)), table.matches ? texts.tableMatches : texts.tableDiffers]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        let lines = ([header] + rows).map { cells in
            cells.enumerated().map { column, cell in
                column == 1 || column == 2 ? String(repeating: " ", count: widths[column] - cell.count) + cell
                    : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        let verdict = differing.isEmpty ? texts.everyTableMatches : texts.tablesDiffer(differing)
        return ([texts.libraryCopied(from: from, to: to)] + lines + [verdict]).joined(separator: "\n")
    }
}
