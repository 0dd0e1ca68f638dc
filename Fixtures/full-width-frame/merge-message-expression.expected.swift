import SwiftUI

// The message names the stack's frame as it is written, on one line, spaces kept.
struct DownloadRow: View {
    let title: String
    let isExpanded: Bool

    var body: some View {
        Text(title)
            .frame(maxWidth: .infinity, minHeight: isExpanded ? nil : 36, alignment: .leading)
    }
}
