extension ISO2709Scanner {
    /// Parses the record between `start` (its leader) and `end` (its terminator).
    mutating func record(from start: Int, terminator end: Int, number: Int) -> IRBISRecord? {
        guard let baseOffset = self.number(at: start + 12, width: 5), baseOffset >= 25, start + baseOffset <= end else {
            report(number, .badLeader(leaderText(at: start)))
            return nil
        }
        let indicatorCount = digit(at: start + 10, or: 2)
        let codeLength = max(digit(at: start + 11, or: 2), 1)
        let lengthWidth = digit(at: start + 20, or: 4)
        let offsetWidth = digit(at: start + 21, or: 5)
        let entrySize = 3 + lengthWidth + offsetWidth + digit(at: start + 22, or: 0)
        let base = start + baseOffset
        let directoryLength = baseOffset - 1 - 24
        guard lengthWidth > 0, offsetWidth > 0, buffer[base - 1] == ISO2709Reader.fieldTerminator,
              directoryLength % entrySize == 0 else {
            report(number, .badDirectory)
            return nil
        }
        var fields: [IRBISField] = []
        fields.reserveCapacity(directoryLength / entrySize)
        var entry = start + 24
        while entry < base - 1 {
            defer { entry += entrySize }
            guard let tag = self.number(at: entry, width: 3),
                  let length = self.number(at: entry + 3, width: lengthWidth),
                  let offset = self.number(at: entry + 3 + lengthWidth, width: offsetWidth) else {
                report(number, .badDirectoryEntry(entryText(at: entry, size: entrySize)))
                continue
            }
            let fieldStart = base + offset
            var fieldEnd = fieldStart + length
            guard length > 0, fieldEnd <= end else {
                report(number, tag: tag, .fieldOutOfBounds)
                continue
            }
            if buffer[fieldEnd - 1] == ISO2709Reader.fieldTerminator {
                fieldEnd -= 1
            } else {
                report(number, tag: tag, .missingFieldTerminator)
            }
            if tag < 10 {
                fields.append(IRBISField(tag: tag, value: text(fieldStart, fieldEnd)))
            } else {
                fields.append(dataField(tag: tag, from: fieldStart, to: fieldEnd,
                                        indicators: indicatorCount, codeLength: codeLength))
            }
        }
        return IRBISRecord(fields: fields)
    }

    /// A data field: indicators (skipped), the plain value, then the subfields.
    private func dataField(tag: Int, from start: Int, to end: Int, indicators: Int, codeLength: Int) -> IRBISField {
        let delimiter = ISO2709Reader.subfieldDelimiter
        var position = start
        var skipped = 0
        while skipped < indicators, position < end, buffer[position] != delimiter {
            position += 1
            skipped += 1
        }
        var valueEnd = position
        while valueEnd < end, buffer[valueEnd] != delimiter { valueEnd += 1 }
        let value = valueEnd > position ? text(position, valueEnd) : ""
        var subfields: [IRBISSubfield] = []
        var delimiters = 0
        for index in valueEnd..<end where buffer[index] == delimiter { delimiters &+= 1 }
        subfields.reserveCapacity(delimiters)
        position = valueEnd
        while position < end {
            // buffer[position] is a delimiter.
            let codeStart = position + 1
            var next = codeStart
            while next < end, buffer[next] != delimiter { next += 1 }
            let codeEnd = min(codeStart + codeLength - 1, next)
            if codeEnd > codeStart, let found = subfieldCode(codeStart, next) {
                subfields.append(IRBISSubfield(found.code, text(max(codeEnd, found.end), next)))
            }
            position = next
        }
        return IRBISField(tag: tag, value: value, subfields: subfields)
    }

    /// The subfield code starting at `start` (one byte, or one UTF-8 character) and where it ends.
    private func subfieldCode(_ start: Int, _ limit: Int) -> (code: Character, end: Int)? {
        let byte = buffer[start]
        if byte < 0x80 || encoding == .windows1251 { return (characters[Int(byte)], start + 1) }
        switch encoding {
        case .windows1251:
            return (characters[Int(byte)], start + 1)
        case .utf8:
            var stop = start + 1
            while stop < limit, buffer[stop] & 0xC0 == 0x80 { stop += 1 }
            let code = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<stop]), as: UTF8.self).first
            return code.map { ($0, stop) }
        }
    }

    /// The text of bytes `start..<end`.
    private func text(_ start: Int, _ end: Int) -> String {
        guard end > start else { return "" }
        let slice = UnsafeBufferPointer(rebasing: buffer[start..<end])
        switch encoding {
        case .windows1251: return CP1251.decode(slice, table: table)
        case .utf8: return String(decoding: slice, as: UTF8.self)
        }
    }

    /// A directory entry as text for a message.
    private func entryText(at start: Int, size: Int) -> String {
        let end = min(start + size, buffer.count)
        return String(decoding: buffer[start..<end].map { $0 < 0x20 || $0 >= 0x7F ? UInt8(ascii: ".") : $0 }, as: UTF8.self)
    }
}
