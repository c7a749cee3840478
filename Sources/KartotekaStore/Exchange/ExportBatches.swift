import KartotekaCore

/// How exports are put together from rows, whatever the store: titles with their copies from two
/// cursors walked side by side, and readers with their open loans.
package enum ExportBatches {
    /// Walks titles (in id order) and copies (in title id order) side by side, handing over the
    /// titles with their copies in batches, so the whole catalogue never sits in memory at once.
    package static func titlesWithCopies(batchSize: Int, nextTitle: () throws -> TitleRecord?, nextCopy: () throws -> CopyRecord?,
                                         _ body: ([TitleWithCopies]) throws -> Void) throws {
        var pending = try nextCopy()
        var batch: [TitleWithCopies] = []
        batch.reserveCapacity(batchSize)
        while let title = try nextTitle() {
            var own: [CopyRecord] = []
            while let copy = pending, copy.titleID <= title.id {
                if copy.titleID == title.id { own.append(copy) }
                pending = try nextCopy()
            }
            batch.append(TitleWithCopies(title: title, copies: own))
            if batch.count >= batchSize {
                try body(batch)
                batch.removeAll(keepingCapacity: true)
            }
        }
        if !batch.isEmpty { try body(batch) }
    }

    /// The readers with their open loans (each with its copy and title), in the readers' order.
    package static func readersWithLoans(_ readers: [ReaderRecord], openLoans: [(Loan, CopyRecord)],
                                         titles: [TitleID: TitleWithCopies]) -> [ReaderWithLoans] {
        readers.map { reader in
            let own = openLoans.filter { $0.0.readerID == reader.id }.compactMap { loan, copy in
                titles[copy.titleID].map { ReaderWithLoans.OpenLoan(loan: loan, copy: copy, title: $0) }
            }
            return ReaderWithLoans(reader: reader, loans: own)
        }
    }
}
