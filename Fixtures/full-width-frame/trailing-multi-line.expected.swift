import SwiftUI

struct TotalRow: View {
    let total: String
    @State private var expanded = false

    var body: some View {
        Text(total)
            .frame(maxWidth: .infinity, alignment: .trailing)
            .padding(.horizontal)
            .background(.thinMaterial)
            .contentShape(Rectangle())
            .onTapGesture { expanded.toggle() }
            .accessibilityLabel("Total")
    }
}
