import SwiftUI

/// Full-screen grid of an item's attachments.
struct AttachmentsView: View {
    let attachments: [String]

    @Environment(\.dismiss) private var dismiss

    private let columns = [GridItem(.adaptive(minimum: 100), spacing: 2)]

    var body: some View {
        ScrollView {
            ScreenHeader(title: "Attachments") {
                Button("Done") { dismiss() }
            }
            .padding()

            LazyVGrid(columns: columns, spacing: 2) {
                ForEach(attachments, id: \.self) { name in
                    Image(name)
                        .resizable()
                        .scaledToFill()
                        .frame(minHeight: 100)
                        .clipped()
                        .overlay(alignment: .bottomLeading) {
                            Text(name)
                                .font(.caption2)
                                .padding(4)
                        }
                }
            }
        }
        .ignoresSafeArea()
        .overlay(alignment: .top) {
            LinearGradient(colors: [.black.opacity(0.5), .clear], startPoint: .top, endPoint: .bottom)
                .frame(height: 60)
                .ignoresSafeArea()
                .allowsHitTesting(false)
        }
        .background(Color.black)
    }
}
