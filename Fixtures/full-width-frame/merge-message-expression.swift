import SwiftUI

// The message names the stack's frame as it is written, on one line, spaces kept.
struct DownloadRow: View {
    let title: String
    let isExpanded: Bool

    var body: some View {
        HStack {
            Text(title)
            Spacer()
        }
        .frame(
            minHeight: isExpanded ? nil : 36
        )
    }
}
