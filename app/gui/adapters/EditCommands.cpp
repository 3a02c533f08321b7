#include "gui/adapters/EditCommands.h"

#include "gui/adapters/DesignDocument.h"

namespace scalescope::gui {

MoveCommand::MoveCommand(DesignDocument& document, std::string name, std::optional<Position> before, Position after)
    : m_document(document)
    , m_name(std::move(name))
    , m_before(before)
    , m_after(after)
{
    setText(QObject::tr("Move %1").arg(QString::fromStdString(m_name)));
}

void MoveCommand::undo()
{
    m_document.setPosition(m_name, m_before);
}

void MoveCommand::redo()
{
    m_document.setPosition(m_name, m_after);
}

DesignChangeCommand::DesignChangeCommand(
    DesignDocument& document, Design before, Design after, const QString& text, std::optional<ExpandedDesign> checked)
    : m_document(document)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_checked(std::move(checked))
{
    setText(text);
}

void DesignChangeCommand::undo()
{
    m_document.replaceDesign(m_before);
}

void DesignChangeCommand::redo()
{
    // The checked expansion serves once; later redos expand again.
    m_document.replaceDesign(m_after, std::exchange(m_checked, std::nullopt));
}

} // namespace scalescope::gui
