import SwiftUI

struct TotalRow: View {
    let total: String
    @State private var expanded = false

    var body: some View {
        HStack {
            Spacer()
            Text(total)
        }
        .padding(.horizontal)
        .background(.thinMaterial)
        .contentShape(Rectangle())
        .onTapGesture { expanded.toggle() }
        .accessibilityLabel("Total")
    }
}
