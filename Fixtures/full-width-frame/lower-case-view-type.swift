import SwiftUI

// View types of the project named in lower case are sized by their bodies, as `Row(…)` is.
struct macSectionTitle: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.title2)
    }
}

struct macSettingsPane: View {
    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                macSectionTitle(title: "General")
                Spacer()
            }
            .padding(.vertical, 8)
        }
    }
}
