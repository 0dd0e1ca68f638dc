import SwiftUI

struct SectionHeader: View {
    let title: String
    let subtitle: String

    var body: some View {
        VStack(alignment: .leading) {
            HStack { Text(title); Spacer() }
            HStack(alignment: .firstTextBaseline, spacing: 4) { Text(subtitle).lineLimit(1); Spacer() }.padding(.bottom, 4)
            HStack { Label(title, systemImage: "tray"); Spacer(minLength: 0) }
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }
}
