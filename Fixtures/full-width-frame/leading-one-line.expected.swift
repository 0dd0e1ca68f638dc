import SwiftUI

struct SectionHeader: View {
    let title: String
    let subtitle: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title).frame(maxWidth: .infinity, alignment: .leading)
            Text(subtitle).lineLimit(1).frame(maxWidth: .infinity, alignment: .leading).padding(.bottom, 4)
            Label(title, systemImage: "tray").frame(maxWidth: .infinity, alignment: .leading)
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }
}
