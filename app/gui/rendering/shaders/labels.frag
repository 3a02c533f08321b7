#version 440
// White glyphs (and an opaque patch) on transparent in the atlas: the text's colour where they
// cover, the patch's (premultiplied: it may be transparent) where they do not.
layout(location = 0) in vec2 textureCoord;
layout(location = 1) in vec4 fragmentColour;
layout(location = 2) in vec4 patchColour;
layout(location = 0) out vec4 fragColor;

layout(std140, binding = 0) uniform buf {
    mat4 matrix;
    float opacity;
    float pixelsPerUnit;
    vec2 viewport;
    vec2 atlasSize;
};

layout(binding = 1) uniform sampler2D atlas;

void main()
{
    float coverage = texture(atlas, textureCoord).a;
    fragColor = fragmentColour * coverage + patchColour * (1.0 - coverage);
}
