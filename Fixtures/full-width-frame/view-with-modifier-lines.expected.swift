import SwiftUI

struct Banner: View {
    let title: String
    let detail: String

    var body: some View {
        VStack {
            Text(title)
                .font(.headline)
                .foregroundStyle(.primary)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
                .background(.yellow)
            Text(detail)
                .frame(maxWidth: .infinity, alignment: .trailing)
                .background {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(.background)
                }
            Text(detail)
                .background {
                    Capsule().fill(.blue)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
